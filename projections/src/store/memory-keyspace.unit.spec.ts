import { MemoryKeyspace, Ranked } from './memory-keyspace.js';

describe('MemoryKeyspace', () => {
  it('drops a hash or sorted set with its last field or member, as Redis does', () => {
    const keys = new MemoryKeyspace();
    keys.hsetField('h', 'f', '1');
    keys.hdel('h', 'f');
    keys.zadd('z', 1, 'm');
    keys.zrem('z', 'm');
    expect(keys.hash('h')).toBeUndefined();
    expect(keys.zset('z')).toBeUndefined();
    expect(keys.size).toBe(0);
  });

  it('a write of another type replaces the key', () => {
    const keys = new MemoryKeyspace();
    keys.zadd('k', 1, 'm');
    keys.hsetField('k', 'f', 'v');
    expect(keys.zset('k')).toBeUndefined();
    expect(keys.hget('k', 'f')).toBe('v');
    keys.set('k', 's');
    expect(keys.hash('k')).toBeUndefined();
    expect(keys.get('k')).toBe('s');
    expect(keys.size).toBe(1);
  });

  it('applies every write op', () => {
    const keys = new MemoryKeyspace();
    keys.write({ op: 'hset', key: 'h', fields: { a: '1', b: '2' } });
    keys.write({ op: 'hdel', key: 'h', fields: ['a', 'missing'] });
    keys.write({ op: 'hincrby', key: 'h', field: 'b', by: 3 });
    keys.write({ op: 'zadd', key: 'z', members: [{ member: 'm', score: 2 }, { member: 'n', score: 1 }] });
    keys.write({ op: 'zrem', key: 'z', members: ['n'] });
    keys.write({ op: 'incrby', key: 'n', by: 4 });
    keys.write({ op: 'set', key: 's', value: 'x' });
    keys.write({ op: 'del', key: 's' });
    expect(Object.fromEntries(keys.hash('h') ?? [])).toEqual({ b: '5' });
    expect([...(keys.zset('z') ?? [])]).toEqual([['m', 2]]);
    expect(keys.get('n')).toBe('4');
    expect(keys.get('s')).toBeNull();
  });
});

describe('Ranked (a sorted set in blocks)', () => {
  /** The same members, sorted whole each time, as the reference. */
  const reference = (members: Map<string, number>) =>
    [...members].map(([member, score]) => ({ member, score })).sort((a, b) => a.score - b.score || (a.member < b.member ? -1 : a.member > b.member ? 1 : 0));

  it('keeps Redis order through thousands of inserts and removals across many blocks, and answers ranks and slices as a sorted array would', () => {
    let seed = 7;
    // mulberry32: a small, well-spread generator, so the run is the same every time.
    const random = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * n | 0;
    };
    const ranked = new Ranked();
    const members = new Map<string, number>();
    for (let step = 0; step < 6000; step += 1) {
      const member = `m${random(5000)}`;
      const was = members.get(member);
      if (was !== undefined && random(4) === 0) {
        ranked.remove(member, was);
        members.delete(member);
      } else if (was === undefined) {
        const score = random(400); // many equal scores: ordered by member then
        ranked.insert(member, score);
        members.set(member, score);
      }
      if (step % 500 === 499) {
        const sorted = reference(members);
        expect(ranked.size).toBe(sorted.length);
        expect(ranked.slice(0, sorted.length)).toEqual(sorted);
        expect(ranked.slice(700, 1234)).toEqual(sorted.slice(700, 1234));
        const [start, end] = ranked.bounds(100, 250);
        expect([start, end]).toEqual([sorted.findIndex((m) => m.score >= 100), sorted.findLastIndex((m) => m.score <= 250) + 1]);
      }
    }
    expect(members.size).toBeGreaterThan(1100); // more than two blocks' worth
  });

  it('answers an empty set and a member that is not there without change', () => {
    const ranked = new Ranked();
    expect(ranked.bounds()).toEqual([0, 0]);
    expect(ranked.slice(0, 10)).toEqual([]);
    ranked.remove('x', 1);
    ranked.insert('a', 1);
    ranked.remove('b', 1);
    expect(ranked.slice(0, 10)).toEqual([{ member: 'a', score: 1 }]);
  });
});
