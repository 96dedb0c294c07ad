import type { ScoredMember, WriteOp } from './read-model-store.port.js';

export type KeyEntry =
  | { t: 'string'; v: string }
  | { t: 'hash'; v: Map<string, string> }
  | { t: 'zset'; v: Map<string, number>; ranked: Ranked };

/** Redis's order of a sorted set: by score, then by member. */
const before = (a: ScoredMember, score: number, member: string): boolean =>
  a.score < score || (a.score === score && a.member < member);

/**
 * A sorted set's members in Redis's order, kept as they change (a binary search and one
 * move per change), so a page of a large index is a slice, not a sort of the whole set.
 */
export class Ranked {
  readonly members: ScoredMember[] = [];

  /** The index of the first member at or after (score, member). */
  private seek(score: number, member: string): number {
    let low = 0;
    let high = this.members.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (before(this.members[mid]!, score, member)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  insert(member: string, score: number): void {
    this.members.splice(this.seek(score, member), 0, { member, score });
  }

  remove(member: string, score: number): void {
    const at = this.seek(score, member);
    if (this.members[at]?.member === member) this.members.splice(at, 1);
  }

  /** Where the members with a score in [min, max] start and end (end exclusive). */
  bounds(min = -Infinity, max = Infinity): [number, number] {
    const start = this.seek(min, '');
    let low = start;
    let high = this.members.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.members[mid]!.score <= max) low = mid + 1;
      else high = mid;
    }
    return [start, low];
  }
}

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
    const { v, ranked } = this.writableZset(key);
    const was = v.get(member);
    if (was === score) return;
    if (was !== undefined) ranked.remove(member, was);
    v.set(member, score);
    ranked.insert(member, score);
  }

  zrem(key: string, member: string): void {
    const entry = this.keys.get(key);
    if (entry?.t !== 'zset') return;
    const was = entry.v.get(member);
    if (was === undefined) return;
    entry.v.delete(member);
    entry.ranked.remove(member, was);
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
      case 'zadd':
        for (const { member, score } of op.members) this.zadd(key, score, member);
        return;
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

  private writableZset(key: string): { v: Map<string, number>; ranked: Ranked } {
    const entry = this.keys.get(key);
    if (entry?.t === 'zset') return entry;
    const created = { t: 'zset' as const, v: new Map<string, number>(), ranked: new Ranked() };
    this.keys.set(key, created);
    return created;
  }
}
