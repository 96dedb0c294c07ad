import { MemoryKeyspace } from './memory-keyspace.js';

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
