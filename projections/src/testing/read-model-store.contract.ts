import type { Generation, ReadModelStore, WriteOp } from '../store/read-model-store.port.js';

export interface StoreUnderTest {
  store: ReadModelStore;
  /** Another handle on the same data, as a second process would have (same object for memory). */
  twin: ReadModelStore;
  dispose(): Promise<void>;
}

/** One behaviour, two adapters: Redis and memory must be indistinguishable to projections. */
export const describeReadModelStoreContract = (adapter: string, open: () => Promise<StoreUnderTest>): void => {
  describe(`ReadModelStore contract: ${adapter}`, () => {
    let subject: StoreUnderTest;
    let store: ReadModelStore;
    const g1: Generation = { projection: 'occupancy', generation: 1 };
    const g2: Generation = { projection: 'occupancy', generation: 2 };

    beforeEach(async () => {
      subject = await open();
      store = subject.store;
    });
    afterEach(async () => {
      await subject.dispose();
    });

    const commit = (target: Generation, from: number, to: number, ops: Parameters<ReadModelStore['commit']>[1]['ops']) =>
      store.commit(target, { ops, expectedCheckpoint: from, checkpoint: to });

    it('starts empty: checkpoint 0, no active generation, empty reads', async () => {
      expect(await store.checkpoint(g1)).toBe(0);
      expect(await store.activeGeneration('occupancy')).toBeNull();
      const [hash, doc, list, size] = await store.read(g1, [
        { op: 'hgetall', key: 'h' },
        { op: 'get', key: 'd' },
        { op: 'zrange', key: 'z' },
        { op: 'zcard', key: 'z' },
      ]);
      expect(hash).toEqual({});
      expect(doc).toBeNull();
      expect(list).toEqual([]);
      expect(size).toBe(0);
    });

    it('writes hashes, documents, counters and sorted sets with the checkpoint', async () => {
      const outcome = await commit(g1, 0, 7, [
        { op: 'hset', key: 'h', fields: { a: '1', b: '2', c: '3' } },
        { op: 'hdel', key: 'h', fields: ['c'] },
        { op: 'set', key: 'doc', value: '{"x":1}' },
        { op: 'incrby', key: 'n', by: 3 },
        { op: 'hincrby', key: 'counters', field: 'pending', by: 2 },
        { op: 'hincrby', key: 'counters', field: 'pending', by: -1 },
        { op: 'zadd', key: 'z', members: [{ score: 30, member: 'c' }] },
        { op: 'zadd', key: 'z', members: [{ score: 10, member: 'a' }, { score: 20, member: 'b' }, { score: 40, member: 'd' }] },
        { op: 'zrem', key: 'z', members: ['d'] },
      ]);
      expect(outcome).toEqual({ ok: true });
      expect(await store.checkpoint(g1)).toBe(7);
      const [field, fields, all, doc, n, counters, asc, desc, page, size, counted, checkpoint] = await store.read(g1, [
        { op: 'hget', key: 'h', field: 'a' },
        { op: 'hmget', key: 'h', fields: ['b', 'zz', 'a'] },
        { op: 'hgetall', key: 'h' },
        { op: 'get', key: 'doc' },
        { op: 'get', key: 'n' },
        { op: 'hgetall', key: 'counters' },
        { op: 'zrange', key: 'z' },
        { op: 'zrange', key: 'z', rev: true },
        { op: 'zrange', key: 'z', min: 15, offset: 1, count: 1 },
        { op: 'zcard', key: 'z' },
        { op: 'zcount', key: 'z', min: 10, max: 20 },
        { op: 'get', key: '_checkpoint' },
      ]);
      expect(field).toBe('1');
      expect(fields).toEqual(['2', null, '1']);
      expect(all).toEqual({ a: '1', b: '2' });
      expect(doc).toBe('{"x":1}');
      expect(n).toBe('3');
      expect(counters).toEqual({ pending: '1' });
      expect(asc).toEqual([
        { member: 'a', score: 10 },
        { member: 'b', score: 20 },
        { member: 'c', score: 30 },
      ]);
      expect(desc.map((m) => m.member)).toEqual(['c', 'b', 'a']);
      expect(page).toEqual([{ member: 'c', score: 30 }]);
      expect(size).toBe(3);
      expect(counted).toBe(2);
      expect(checkpoint).toBe('7');
    });

    it('deletes keys, and a hash whose last field goes disappears', async () => {
      await commit(g1, 0, 1, [
        { op: 'hset', key: 'h', fields: { a: '1' } },
        { op: 'set', key: 'doc', value: 'x' },
      ]);
      await commit(g1, 1, 2, [
        { op: 'hdel', key: 'h', fields: ['a'] },
        { op: 'del', key: 'doc' },
        { op: 'hdel', key: 'missing', fields: ['x'] },
        { op: 'zrem', key: 'missing', members: ['x'] },
      ]);
      const [hash, doc] = await store.read(g1, [
        { op: 'hgetall', key: 'h' },
        { op: 'get', key: 'doc' },
      ]);
      expect(hash).toEqual({});
      expect(doc).toBeNull();
    });

    it('fences: refuses a commit whose expected checkpoint is stale or whose position is not beyond it', async () => {
      await commit(g1, 0, 5, [{ op: 'set', key: 'k', value: 'first' }]);
      expect(await commit(g1, 0, 9, [{ op: 'set', key: 'k', value: 'stale' }])).toEqual({
        ok: false,
        reason: 'fenced',
        storedCheckpoint: 5,
      });
      expect(await commit(g1, 5, 5, [{ op: 'set', key: 'k', value: 'same' }])).toMatchObject({ ok: false });
      const [value] = await store.read(g1, [{ op: 'get', key: 'k' }]);
      expect(value).toBe('first');
      expect(await store.checkpoint(g1)).toBe(5);
    });

    it('a second handle on the same data sees the commit and is fenced by it', async () => {
      await subject.twin.commit(g1, { ops: [{ op: 'set', key: 'k', value: 'twin' }], expectedCheckpoint: 0, checkpoint: 3 });
      expect(await commit(g1, 0, 4, [{ op: 'set', key: 'k', value: 'late' }])).toMatchObject({
        ok: false,
        storedCheckpoint: 3,
      });
      const [value] = await store.read(g1, [{ op: 'get', key: 'k' }]);
      expect(value).toBe('twin');
    });

    it('keeps generations apart and reads through the active pointer', async () => {
      await commit(g1, 0, 1, [{ op: 'set', key: 'k', value: 'blue' }]);
      await commit(g2, 0, 1, [{ op: 'set', key: 'k', value: 'green' }]);
      const active = { projection: 'occupancy', active: true } as const;
      expect(await store.read(active, [{ op: 'get', key: 'k' }])).toEqual([null]);
      expect(await store.switchActive('occupancy', 1, null)).toBe(true);
      expect(await store.read(active, [{ op: 'get', key: 'k' }])).toEqual(['blue']);
      expect(await store.switchActive('occupancy', 2, null)).toBe(false);
      expect(await store.switchActive('occupancy', 2, 1)).toBe(true);
      expect(await store.activeGeneration('occupancy')).toBe(2);
      expect(await store.read(active, [{ op: 'get', key: 'k' }])).toEqual(['green']);
    });

    it('28.7 reads several projections at once, each through its own pointer, and follows a switch made elsewhere', async () => {
      await commit(g1, 0, 1, [{ op: 'set', key: 'k', value: 'blue' }]);
      await commit(g2, 0, 1, [{ op: 'set', key: 'k', value: 'green' }]);
      await store.commit({ projection: 'lab-operations', generation: 1 }, { ops: [{ op: 'hset', key: 'h', fields: { a: '1' } }], expectedCheckpoint: 0, checkpoint: 4 });
      expect(await store.switchActive('occupancy', 1, null)).toBe(true);
      expect(await store.switchActive('lab-operations', 1, null)).toBe(true);
      const reads = [
        { target: { projection: 'occupancy', active: true }, ops: [{ op: 'get', key: 'k' }, { op: 'get', key: '_checkpoint' }] },
        { target: { projection: 'lab-operations', active: true }, ops: [{ op: 'hmget', key: 'h', fields: ['a', 'b'] }, { op: 'hmget', key: 'h', fields: [] }] },
        // No generation active yet: every key reads as missing.
        { target: { projection: 'inbox', active: true }, ops: [{ op: 'hgetall', key: 'h' }, { op: 'zrange', key: 'z' }] },
        { target: g2, ops: [{ op: 'get', key: 'k' }] },
      ] as const;
      expect(await store.readEach(reads)).toEqual([['blue', '1'], [['1', null], []], [{}, []], ['green']]);
      // Another process switches occupancy to green and drops blue: this handle's next reads follow.
      expect(await subject.twin.switchActive('occupancy', 2, 1)).toBe(true);
      await subject.twin.dropGeneration(g1);
      expect(await store.readEach(reads)).toEqual([['green', '1'], [['1', null], []], [{}, []], ['green']]);
      expect(await store.read({ projection: 'occupancy', active: true }, [{ op: 'get', key: 'k' }])).toEqual(['green']);
    });

    it('refuses a commit that requires its generation to be active once it is not', async () => {
      await store.switchActive('occupancy', 1, null);
      expect(await store.commit(g1, { ops: [], expectedCheckpoint: 0, checkpoint: 1, requireActive: true })).toEqual({
        ok: true,
      });
      await store.switchActive('occupancy', 2, 1);
      expect(await store.commit(g1, { ops: [], expectedCheckpoint: 1, checkpoint: 2, requireActive: true })).toEqual({
        ok: false,
        reason: 'retired',
        activeGeneration: 2,
      });
    });

    it('writes and reads thousands of fields and members in one commit and one read', async () => {
      const fields = Object.fromEntries(Array.from({ length: 2500 }, (_, i) => [`f${i}`, `v${i}`]));
      const members = Array.from({ length: 2500 }, (_, i) => ({ score: i, member: `m${i}` }));
      await commit(g1, 0, 1, [
        { op: 'hset', key: 'big', fields },
        { op: 'zadd', key: 'bigz', members },
      ]);
      await commit(g1, 1, 2, [
        { op: 'hdel', key: 'big', fields: Object.keys(fields).slice(0, 2400) },
        { op: 'zrem', key: 'bigz', members: members.slice(100).map((m) => m.member) },
      ]);
      const asked = Array.from({ length: 2500 }, (_, i) => `f${i}`);
      const [left, some, size, many] = await store.read(g1, [
        { op: 'hgetall', key: 'big' },
        { op: 'hmget', key: 'big', fields: ['f0', 'f2499'] },
        { op: 'zcard', key: 'bigz' },
        { op: 'hmget', key: 'big', fields: asked },
      ]);
      expect(Object.keys(left)).toHaveLength(100);
      expect(some).toEqual([null, 'v2499']);
      expect(size).toBe(100);
      expect(many).toHaveLength(2500);
      expect(many.filter((v) => v !== null)).toEqual(asked.slice(2400).map((f) => `v${f.slice(1)}`));
    });

    it('pages a sorted set as Redis does: ties by member, ranges, offsets from either end, scores moved and members removed', async () => {
      const members = ['e', 'a', 'd', 'c', 'b', 'f'].map((member, i) => ({ member, score: [3, 1, 2, 2, 1, 5][i]! }));
      expect(await commit(g1, 0, 1, [{ op: 'zadd', key: 'z', members }])).toEqual({ ok: true });
      // 'f' moves from 5 to 0, 'c' leaves, 'e' is added again at its own score.
      expect(
        await commit(g1, 1, 2, [
          { op: 'zadd', key: 'z', members: [{ member: 'f', score: 0 }, { member: 'e', score: 3 }] },
          { op: 'zrem', key: 'z', members: ['c', 'nope'] },
        ]),
      ).toEqual({ ok: true });
      const names = (page: unknown) => (page as Array<{ member: string }>).map((m) => m.member);
      const [all, rev, mid, revMid, beyond, revBeyond, inRange, none, empty, tail, revTail] = await store.read(g1, [
        { op: 'zrange', key: 'z' },
        { op: 'zrange', key: 'z', rev: true },
        { op: 'zrange', key: 'z', offset: 1, count: 2 },
        { op: 'zrange', key: 'z', rev: true, offset: 1, count: 2 },
        { op: 'zrange', key: 'z', offset: 9, count: 2 },
        { op: 'zrange', key: 'z', rev: true, offset: 4, count: 3 },
        { op: 'zrange', key: 'z', min: 1, max: 2, rev: true, offset: 1, count: 5 },
        { op: 'zcount', key: 'z', min: 1, max: 2 },
        // Pages by rank (no score bounds), as deep pages of the lists are read.
        { op: 'zrange', key: 'z', offset: 1, count: 0 },
        { op: 'zrange', key: 'z', offset: 3 },
        { op: 'zrange', key: 'z', rev: true, offset: 3, count: 9 },
      ]);
      expect(names(empty)).toEqual([]);
      expect(names(tail)).toEqual(['d', 'e']);
      expect(names(revTail)).toEqual(['a', 'f']);
      expect(names(all)).toEqual(['f', 'a', 'b', 'd', 'e']);
      expect(names(rev)).toEqual(['e', 'd', 'b', 'a', 'f']);
      expect(names(mid)).toEqual(['a', 'b']);
      expect(names(revMid)).toEqual(['d', 'b']);
      expect(names(beyond)).toEqual([]);
      expect(names(revBeyond)).toEqual(['f']);
      expect(names(inRange)).toEqual(['b', 'a']);
      expect(none).toBe(3);
      expect((tail as Array<{ score: number }>).map((m) => m.score)).toEqual([2, 3]);
    });

    it('allocates increasing generation numbers', async () => {
      const a = await store.allocateGeneration('lists');
      const b = await store.allocateGeneration('lists');
      expect(b).toBeGreaterThan(a);
    });

    it('drops one generation entirely and leaves the others', async () => {
      const ops = Array.from({ length: 2500 }, (_, i) => ({ op: 'set' as const, key: `doc:${i}`, value: 'v' }));
      await commit(g1, 0, 1, ops);
      await commit(g2, 0, 1, [{ op: 'set', key: 'doc:1', value: 'kept' }]);
      const g10: Generation = { projection: 'occupancy', generation: 10 };
      await commit(g10, 0, 1, [{ op: 'set', key: 'doc:1', value: 'kept too' }]);
      expect(await store.dropGeneration(g1)).toBe(2501);
      expect(await store.checkpoint(g1)).toBe(0);
      expect(await store.read(g1, [{ op: 'get', key: 'doc:1' }])).toEqual([null]);
      expect(await store.read(g2, [{ op: 'get', key: 'doc:1' }])).toEqual(['kept']);
      expect(await store.read(g10, [{ op: 'get', key: 'doc:1' }])).toEqual(['kept too']);
    });

    it('bulk-loads a generation that is not active and has no checkpoint, replacing what it held', async () => {
      const members = Array.from({ length: 2500 }, (_, i) => ({ member: `m${i}`, score: i }));
      await store.load(g2, [{ op: 'set', key: 'left-over', value: 'from a load that failed' }]);
      await store.load(g2, [
        { op: 'set', key: 'doc', value: 'loaded' },
        { op: 'hset', key: 'h', fields: Object.fromEntries(members.map(({ member }) => [member, member.toUpperCase()])) },
        { op: 'zadd', key: 'z', members },
      ]);
      expect(await store.checkpoint(g2)).toBe(0);
      expect(await commit(g2, 0, 42, [])).toEqual({ ok: true });
      const [doc, leftOver, field, size, top, hash] = await store.read(g2, [
        { op: 'get', key: 'doc' },
        { op: 'get', key: 'left-over' },
        { op: 'hget', key: 'h', field: 'm2499' },
        { op: 'zcard', key: 'z' },
        { op: 'zrange', key: 'z', rev: true, count: 1 },
        { op: 'hgetall', key: 'h' },
      ]);
      expect({ doc, leftOver, field, size, top }).toEqual({
        doc: 'loaded',
        leftOver: null,
        field: 'M2499',
        size: 2500,
        top: [{ member: 'm2499', score: 2499 }],
      });
      expect(hash).toEqual(Object.fromEntries(members.map(({ member }) => [member, member.toUpperCase()])));
    });

    it('bulk-loads many strings in the order given, other writes between them included', async () => {
      const strings = (from: number, count: number): WriteOp[] =>
        Array.from({ length: count }, (_, i) => ({ op: 'set', key: `doc:${from + i}`, value: `v${from + i}` }));
      await store.load(g2, [
        ...strings(0, 2_300),
        // Right after its own write: a store that held writes back must not reorder them.
        { op: 'del', key: 'doc:2299' },
        { op: 'hset', key: 'h', fields: { between: 'the strings' } },
        ...strings(2_300, 1_700),
        // A key written twice: the later write wins.
        { op: 'set', key: 'doc:7', value: 'again' },
        { op: 'set', key: 'doc:4000', value: 'last' },
      ]);
      expect(await commit(g2, 0, 1, [])).toEqual({ ok: true });
      const [first, deleted, hash, seventh, boundary, last, after] = await store.read(g2, [
        { op: 'get', key: 'doc:0' },
        { op: 'get', key: 'doc:2299' },
        { op: 'hgetall', key: 'h' },
        { op: 'get', key: 'doc:7' },
        { op: 'get', key: 'doc:2000' },
        { op: 'get', key: 'doc:3999' },
        { op: 'get', key: 'doc:4000' },
      ]);
      expect({ first, deleted, hash, seventh, boundary, last, after }).toEqual({
        first: 'v0',
        deleted: null,
        hash: { between: 'the strings' },
        seventh: 'again',
        boundary: 'v2000',
        last: 'v3999',
        after: 'last',
      });
      // doc:0 to doc:4000 but doc:2299, the hash and the checkpoint.
      expect(await store.dropGeneration(g2)).toBe(4_000 + 2);
    });

    it('refuses to bulk-load the active generation or one with a checkpoint', async () => {
      await store.switchActive('occupancy', 1, null);
      await expect(store.load(g1, [{ op: 'set', key: 'k', value: 'v' }])).rejects.toThrow('bulk load');
      await commit(g2, 0, 3, [{ op: 'set', key: 'k', value: 'committed' }]);
      await expect(store.load(g2, [{ op: 'set', key: 'k', value: 'loaded' }])).rejects.toThrow('bulk load');
      expect(await store.read(g2, [{ op: 'get', key: 'k' }])).toEqual(['committed']);
      expect(await store.read(g1, [{ op: 'get', key: 'k' }])).toEqual([null]);
    });
  });
};
