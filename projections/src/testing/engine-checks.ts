import type { ReadModelStore } from '../store/read-model-store.port.js';
import { bookingStream, streamOf } from './events.js';
import type { InMemoryEventFeed } from './in-memory-event-feed.js';

/** What the engine's own tests check a follower or a rebuild by. */

export const G1 = { projection: 'counting', generation: 1 };

export const fill = (feed: InMemoryEventFeed, from: number, count: number) => {
  for (const event of bookingStream(from, count)) feed.append(streamOf(event), event);
};

export const appliedCounts = async (store: ReadModelStore) => {
  const [applied] = await store.read(G1, [{ op: 'hgetall', key: 'applied' }]);
  return applied;
};

/** Every position 1..n applied exactly once. */
export const expectExactlyOnce = async (store: ReadModelStore, n: number) => {
  const applied = await appliedCounts(store);
  expect(Object.keys(applied)).toHaveLength(n);
  expect(Object.values(applied).every((count) => count === '1')).toBe(true);
};

/** The store with some methods replaced, as a faulty or watched connection would behave. */
export const storeWith = (store: ReadModelStore, overrides: Partial<ReadModelStore>): ReadModelStore =>
  Object.assign(Object.create(store) as ReadModelStore, overrides);

/** Turns of the event loop counted at each read of the log (answered synchronously) while `during` runs. */
export const countTurnsAtReads = async (feed: InMemoryEventFeed, during: () => Promise<void>): Promise<number[]> => {
  let turns = 0;
  let spinning = true;
  const spin = () => {
    turns += 1;
    if (spinning) setImmediate(spin);
  };
  setImmediate(spin);
  const turnsAtRead: number[] = [];
  // Answered at once, as the embedded SQLite log does: no I/O lets the loop turn.
  feed.readAll = async (after, limit) => {
    turnsAtRead.push(turns);
    return feed.events.slice(after, after + limit);
  };
  try {
    await during();
  } finally {
    spinning = false;
  }
  return turnsAtRead;
};

/** True when the loop turned between every two reads: each count beyond the one before. */
export const turnedBetween = (turnsAtRead: readonly number[]): boolean =>
  turnsAtRead.every((turns, i) => i === 0 || turns > turnsAtRead[i - 1]!);

