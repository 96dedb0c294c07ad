import type { WriteOp } from './read-model-store.port.js';

export type KeyEntry =
  | { t: 'string'; v: string }
  | { t: 'hash'; v: Map<string, string> }
  | { t: 'zset'; v: Map<string, number> };

/**
 * Strings, hashes and sorted sets in a Map, with Redis's rules: a write of another type
 * replaces the key, and a hash or sorted set whose last field or member goes disappears. The
 * memory store keeps one a generation.
 */
export class MemoryKeyspace {
  private readonly keys = new Map<string, KeyEntry>();

  /** Keys held. */
  get size(): number {
    return this.keys.size;
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
    const entry = this.keys.get(key);
    if (entry?.t === 'string') entry.v = value;
    else this.keys.set(key, { t: 'string', v: value });
  }

  del(key: string): void {
    this.keys.delete(key);
  }

  incrby(key: string, by: number): void {
    this.set(key, String(Number(this.get(key) ?? 0) + by));
  }

  hsetField(key: string, field: string, value: string): void {
    this.writableHash(key).set(field, value);
  }

  hdel(key: string, field: string): void {
    const entry = this.keys.get(key);
    if (entry?.t !== 'hash' || !entry.v.delete(field)) return;
    if (entry.v.size === 0) this.keys.delete(key);
  }

  hincrby(key: string, field: string, by: number): void {
    this.hsetField(key, field, String(Number(this.hget(key, field) ?? 0) + by));
  }

  zadd(key: string, score: number, member: string): void {
    this.writableZset(key).set(member, score);
  }

  zrem(key: string, member: string): void {
    const entry = this.keys.get(key);
    if (entry?.t !== 'zset' || !entry.v.delete(member)) return;
    if (entry.v.size === 0) this.keys.delete(key);
  }

  /** Applies one write op. */
  write(op: WriteOp): void {
    const { key } = op;
    switch (op.op) {
      case 'set':
        return this.set(key, op.value);
      case 'del':
        return this.del(key);
      case 'incrby':
        return this.incrby(key, op.by);
      case 'hset': {
        const hash = this.writableHash(key);
        for (const field in op.fields) hash.set(field, op.fields[field]!);
        return;
      }
      case 'hincrby':
        return this.hincrby(key, op.field, op.by);
      case 'hdel':
        for (const field of op.fields) this.hdel(key, field);
        return;
      case 'zadd': {
        const zset = this.writableZset(key);
        for (const { member, score } of op.members) zset.set(member, score);
        return;
      }
      case 'zrem':
        for (const member of op.members) this.zrem(key, member);
        return;
    }
  }

  private writableHash(key: string): Map<string, string> {
    const entry = this.keys.get(key);
    if (entry?.t === 'hash') return entry.v;
    const v = new Map<string, string>();
    this.keys.set(key, { t: 'hash', v });
    return v;
  }

  private writableZset(key: string): Map<string, number> {
    const entry = this.keys.get(key);
    if (entry?.t === 'zset') return entry.v;
    const v = new Map<string, number>();
    this.keys.set(key, { t: 'zset', v });
    return v;
  }
}
