import type { RecordedEvent } from '@centre/contracts';
import { LiveFollower } from '../engine/live-follower.js';
import type { Projection } from '../engine/projection.js';
import { Rebuild } from '../engine/rebuild.js';
import type { Generation, ReadModelStore, ReadOp, WriteOp } from '../store/read-model-store.port.js';
import { InMemoryEventFeed } from './in-memory-event-feed.js';

type KeyKind = 'hash' | 'zset' | 'string';

const kindOf = (op: WriteOp): KeyKind | null =>
  op.op === 'hset' || op.op === 'hdel' || op.op === 'hincrby'
    ? 'hash'
    : op.op === 'zadd' || op.op === 'zrem'
      ? 'zset'
      : op.op === 'set' || op.op === 'incrby'
        ? 'string'
        : null;

/** The store, noting every key any commit or load writes, and of what kind. */
const watched = (store: ReadModelStore, keys: Map<string, KeyKind>): ReadModelStore => {
  const note = (op: WriteOp) => {
    const kind = kindOf(op);
    if (kind) keys.set(op.key, kind);
  };
  return Object.assign(Object.create(store) as ReadModelStore, {
    commit: (target: Generation, request: Parameters<ReadModelStore['commit']>[1]) => {
      request.ops.forEach(note);
      return store.commit(target, request);
    },
    load: (target: Generation, ops: Iterable<WriteOp> | AsyncIterable<WriteOp>) =>
      store.load(
        target,
        (async function* () {
          for await (const op of ops) {
            note(op);
            yield op;
          }
        })(),
      ),
  });
};

/** Every key either path ever wrote, read back from one generation, as plain data. */
const contents = async (store: ReadModelStore, target: Generation, keys: ReadonlyMap<string, KeyKind>) => {
  const names = [...keys.keys()].sort();
  const reads: ReadOp[] = names.map((key) =>
    keys.get(key) === 'hash' ? { op: 'hgetall', key } : keys.get(key) === 'zset' ? { op: 'zrange', key } : { op: 'get', key },
  );
  const values = await store.read(target, reads);
  return Object.fromEntries(names.map((key, i) => [key, values[i]]));
};

/**
 * The same log through both paths the engine derives from one definition, into two
 * generations of one store: a live follower applying it in batches of `batchSize` events
 * (seeded from what earlier batches stored), and a rebuild folding it in memory, in pages of
 * `rebuildBatchSize` events, and loading the result. Returns both generations' contents: every key either path wrote.
 */
export const liveAndRebuilt = async (
  store: ReadModelStore,
  projection: Projection,
  events: readonly RecordedEvent[],
  batchSize: number,
  rebuildBatchSize = 1000,
): Promise<{ live: Record<string, unknown>; rebuilt: Record<string, unknown> }> => {
  const feed = new InMemoryEventFeed();
  for (const { streamId, event } of events) feed.append(streamId, event);
  const keys = new Map<string, KeyKind>();
  const seen = watched(store, keys);
  const live = { projection: projection.name, generation: 1 };
  const rebuilt = { projection: projection.name, generation: 2 };
  await store.switchActive(projection.name, live.generation, null);
  const follower = new LiveFollower({ projection, feed, store: seen, generation: live.generation, batchSize });
  const rebuild = new Rebuild({ projection, feed, store: seen, generation: rebuilt.generation, batchSize: rebuildBatchSize, foldLimit: 10_000_000 });
  try {
    follower.start();
    await follower.whenLive();
    await rebuild.run();
    if (rebuild.follower?.snapshot().checkpoint !== feed.position || follower.checkpoint !== feed.position) {
      throw new Error('a path did not reach the end of the log');
    }
  } finally {
    await follower.stop();
    await rebuild.stop();
  }
  return { live: await contents(store, live, keys), rebuilt: await contents(store, rebuilt, keys) };
};
