import { BULK_CHUNK, hsetCommands, zaddCommands } from './bulk-writes.js';
import type { WriteOp } from './read-model-store.port.js';

export type KeyEntry =
  | { t: 'string'; v: string }
  | { t: 'hash'; v: Map<string, string> }
  | { t: 'zset'; v: Map<string, number> };

/**
 * Strings, hashes and sorted sets in a Map, with Redis's rules: a hash or sorted set whose
 * last field or member goes disappears. The memory store keeps every generation in one; a
 * rebuild folds the log into one of its own before loading it into the store.
 */
export class MemoryKeyspace {
  private readonly keys = new Map<string, KeyEntry>();
  private entryCount = 0;

  /** Strings, hash fields and sorted-set members held: what the memory a fold takes grows with. */
  get entries(): number {
    return this.entryCount;
  }

  /** The key's value with its type, as stored (read only). */
  entry(key: string): Readonly<KeyEntry> | undefined {
    return this.keys.get(key);
  }

  get(key: string): string | null {
    const entry = this.keys.get(key);
    return entry?.t === 'string' ? entry.v : null;
  }

  hget(key: string, field: string): string | null {
    const entry = this.keys.get(key);
    return entry?.t === 'hash' ? (entry.v.get(field) ?? null) : null;
  }

  hash(key: string): ReadonlyMap<string, string> | undefined {
    const entry = this.keys.get(key);
    return entry?.t === 'hash' ? entry.v : undefined;
  }

  zset(key: string): ReadonlyMap<string, number> | undefined {
    const entry = this.keys.get(key);
    return entry?.t === 'zset' ? entry.v : undefined;
  }

  set(key: string, value: string): void {
    this.del(key);
    this.keys.set(key, { t: 'string', v: value });
    this.entryCount += 1;
  }

  del(key: string): void {
    const entry = this.keys.get(key);
    if (!entry) return;
    this.entryCount -= entry.t === 'string' ? 1 : entry.v.size;
    this.keys.delete(key);
  }

  incrby(key: string, by: number): void {
    this.set(key, String(Number(this.get(key) ?? 0) + by));
  }

  hsetField(key: string, field: string, value: string): void {
    const hash = this.writableHash(key);
    const size = hash.size;
    hash.set(field, value);
    this.entryCount += hash.size - size;
  }

  hdel(key: string, field: string): void {
    const entry = this.keys.get(key);
    if (entry?.t !== 'hash' || !entry.v.delete(field)) return;
    this.entryCount -= 1;
    if (entry.v.size === 0) this.keys.delete(key);
  }

  hincrby(key: string, field: string, by: number): void {
    this.hsetField(key, field, String(Number(this.hget(key, field) ?? 0) + by));
  }

  zadd(key: string, score: number, member: string): void {
    const zset = this.writableZset(key);
    const size = zset.size;
    zset.set(member, score);
    this.entryCount += zset.size - size;
  }

  zrem(key: string, member: string): void {
    const entry = this.keys.get(key);
    if (entry?.t !== 'zset' || !entry.v.delete(member)) return;
    this.entryCount -= 1;
    if (entry.v.size === 0) this.keys.delete(key);
  }

  /** Applies one write op to `key` (the op's own key is ignored: the caller prefixes it). */
  write(key: string, op: WriteOp): void {
    switch (op.op) {
      case 'set':
        return this.set(key, op.value);
      case 'del':
        return this.del(key);
      case 'incrby':
        return this.incrby(key, op.by);
      case 'hset':
        for (const field in op.fields) this.hsetField(key, field, op.fields[field]!);
        return;
      case 'hincrby':
        return this.hincrby(key, op.field, op.by);
      case 'hdel':
        for (const field of op.fields) this.hdel(key, field);
        return;
      case 'zadd':
        for (const { member, score } of op.members) this.zadd(key, score, member);
        return;
      case 'zrem':
        for (const member of op.members) this.zrem(key, member);
        return;
    }
  }

  /** Every key whose name starts with `prefix`, deleted; returns how many. */
  dropPrefix(prefix: string): number {
    let dropped = 0;
    for (const key of [...this.keys.keys()]) {
      if (key.startsWith(prefix)) {
        this.del(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  /**
   * The whole keyspace as write ops that recreate it in an empty generation: one `set` per
   * string, and hashes and sorted sets in commands of at most `chunk` fields or members.
   */
  *dump(chunk = BULK_CHUNK): Generator<WriteOp> {
    for (const [key, entry] of this.keys) {
      if (entry.t === 'string') yield { op: 'set', key, value: entry.v };
      else if (entry.t === 'hash') yield* hsetCommands(key, entry.v, chunk);
      else yield* zaddCommands(key, entry.v, chunk);
    }
  }

  private writableHash(key: string): Map<string, string> {
    const entry = this.keys.get(key);
    if (entry?.t === 'hash') return entry.v;
    this.del(key);
    const v = new Map<string, string>();
    this.keys.set(key, { t: 'hash', v });
    return v;
  }

  private writableZset(key: string): Map<string, number> {
    const entry = this.keys.get(key);
    if (entry?.t === 'zset') return entry.v;
    this.del(key);
    const v = new Map<string, number>();
    this.keys.set(key, { t: 'zset', v });
    return v;
  }
}
