import type { WriteOp } from '../store/read-model-store.port.js';

/** The keyspace these writes make in an empty generation, as sorted plain data. */
export const written = (ops: Iterable<WriteOp>): Record<string, Array<[string, string | number]>> => {
  const keys = new Map<string, Map<string, string | number>>();
  const entriesOf = (key: string) => keys.get(key) ?? keys.set(key, new Map()).get(key)!;
  for (const op of ops) {
    if (op.op === 'hset') for (const field in op.fields) entriesOf(op.key).set(field, op.fields[field]!);
    else if (op.op === 'zadd') for (const { member, score } of op.members) entriesOf(op.key).set(member, score);
    else throw new Error(`a dump for an empty generation wrote ${op.op}`);
  }
  return Object.fromEntries(
    [...keys].sort(([a], [b]) => a.localeCompare(b)).map(([key, entries]) => [key, [...entries].sort(([a], [b]) => a.localeCompare(b))]),
  );
};

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32): logs that are the same on every run. */
export const seeded = (seed: number) => {
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
};
