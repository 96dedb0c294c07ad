import { MemoryKeyspace } from '../store/memory-keyspace.js';
import type { WriteOp } from '../store/read-model-store.port.js';
import type { RecordedEvent } from '@centre/contracts';
import type { Projection, ProjectionFold, ReadModelTx } from './projection.js';

/**
 * A rebuild's scratch read model: the handlers write straight into memory, every read is
 * known (so they stay synchronous), and nothing is committed per batch. Once the log is
 * folded, `dump` turns the result into the few bulk writes that store it.
 */
export class MemoryFold implements ReadModelTx {
  private readonly keys = new MemoryKeyspace();

  /** Fields, members and strings held: what the fold's memory grows with. */
  get entries(): number {
    return this.keys.entries;
  }

  hget(key: string, field: string): Promise<string | null> {
    return Promise.resolve(this.keys.hget(key, field));
  }

  hmget(key: string, fields: readonly string[]): Promise<Array<string | null>> {
    return Promise.resolve(this.hmgetKnown(key, fields));
  }

  hmgetKnown(key: string, fields: readonly string[]): Array<string | null> {
    const values: Array<string | null> = [];
    for (const field of fields) values.push(this.keys.hget(key, field));
    return values;
  }

  hgetKnown(key: string, field: string): string | null {
    return this.keys.hget(key, field);
  }

  hgetAll(key: string): Promise<Record<string, string>> {
    return Promise.resolve(Object.fromEntries(this.keys.hash(key) ?? []));
  }

  get(key: string): Promise<string | null> {
    return Promise.resolve(this.keys.get(key));
  }

  hset(key: string, fields: Readonly<Record<string, string>>): void {
    for (const field in fields) this.keys.hsetField(key, field, fields[field]!);
  }

  hsetField(key: string, field: string, value: string): void {
    this.keys.hsetField(key, field, value);
  }

  hdel(key: string, fields: readonly string[]): void {
    for (const field of fields) this.keys.hdel(key, field);
  }

  hincrby(key: string, field: string, by: number): void {
    this.keys.hincrby(key, field, by);
  }

  set(key: string, value: string): void {
    this.keys.set(key, value);
  }

  del(key: string): void {
    this.keys.del(key);
  }

  zadd(key: string, score: number, member: string): void {
    this.keys.zadd(key, score, member);
  }

  zrem(key: string, member: string): void {
    this.keys.zrem(key, member);
  }

  /** Nobody is told of a rebuild's changes: its generation is not active yet. */
  changed(): void {}

  /** The folded read model as bulk writes for an empty generation. */
  dump(): Iterable<WriteOp> {
    return this.keys.dump();
  }
}

/** A projection folded through its own `apply`, into a MemoryFold. */
export const applyingFold = (projection: Projection): ProjectionFold => {
  const fold = new MemoryFold();
  return {
    apply: (event: RecordedEvent) => projection.apply(event, fold),
    get entries() {
      return fold.entries;
    },
    dump: () => fold.dump(),
  };
};
