import { MemoryKeyspace } from './memory-keyspace.js';
import type { WriteOp } from './read-model-store.port.js';

describe('MemoryKeyspace', () => {
  it('counts strings, fields and members as they come and go', () => {
    const keys = new MemoryKeyspace();
    keys.set('s', 'a');
    keys.set('s', 'b');
    keys.hsetField('h', 'f1', '1');
    keys.hsetField('h', 'f1', '2');
    keys.hincrby('h', 'f2', 3);
    keys.zadd('z', 1, 'm1');
    keys.zadd('z', 2, 'm1');
    keys.zadd('z', 3, 'm2');
    expect(keys.entries).toBe(5);
    keys.hdel('h', 'missing');
    keys.zrem('z', 'm1');
    keys.del('h');
    expect(keys.entries).toBe(2);
    expect(keys.hget('h', 'f1')).toBeNull();
  });

  it('drops a hash or sorted set with its last field or member, as Redis does', () => {
    const keys = new MemoryKeyspace();
    keys.hsetField('h', 'f', '1');
    keys.hdel('h', 'f');
    keys.zadd('z', 1, 'm');
    keys.zrem('z', 'm');
    expect(keys.hash('h')).toBeUndefined();
    expect(keys.zset('z')).toBeUndefined();
    expect([...keys.dump()]).toEqual([]);
  });

  it('a write of another type replaces the key', () => {
    const keys = new MemoryKeyspace();
    keys.zadd('k', 1, 'm');
    keys.hsetField('k', 'f', 'v');
    expect(keys.zset('k')).toBeUndefined();
    expect(keys.hget('k', 'f')).toBe('v');
    expect(keys.entries).toBe(1);
  });

  it('dumps into chunked writes that rebuild the same keyspace', () => {
    const keys = new MemoryKeyspace();
    keys.set('doc', '{"x":1}');
    for (let i = 0; i < 25; i += 1) {
      keys.hsetField('h', `f${i}`, String(i));
      keys.zadd('z', i, `m${i}`);
    }
    const ops = [...keys.dump(10)];
    expect(ops.map((op) => op.op)).toEqual(['set', 'hset', 'hset', 'hset', 'zadd', 'zadd', 'zadd']);
    expect(ops.filter((op): op is Extract<WriteOp, { op: 'hset' }> => op.op === 'hset').map((op) => Object.keys(op.fields).length)).toEqual([10, 10, 5]);
    const copy = new MemoryKeyspace();
    for (const op of ops) copy.write(op.key, op);
    expect(copy.entries).toBe(keys.entries);
    expect(copy.get('doc')).toBe('{"x":1}');
    expect(Object.fromEntries(copy.hash('h') ?? [])).toEqual(Object.fromEntries(keys.hash('h') ?? []));
    expect([...(copy.zset('z') ?? [])]).toEqual([...(keys.zset('z') ?? [])]);
  });

  it('drops every key under a prefix and no other', () => {
    const keys = new MemoryKeyspace();
    keys.set('a:1', 'x');
    keys.hsetField('a:2', 'f', 'y');
    keys.set('b:1', 'z');
    expect(keys.dropPrefix('a:')).toBe(2);
    expect(keys.entries).toBe(1);
    expect(keys.get('b:1')).toBe('z');
  });
});
