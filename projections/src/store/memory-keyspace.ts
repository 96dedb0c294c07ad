import type { ScoredMember, WriteOp } from './read-model-store.port.js';

export type KeyEntry =
  | { t: 'string'; v: string }
  | { t: 'hash'; v: Map<string, string> }
  | { t: 'zset'; v: Map<string, number>; ranked: Ranked };

/** Redis's order of a sorted set: by score, then by member. */
const before = (a: ScoredMember, score: number, member: string): boolean =>
  a.score < score || (a.score === score && a.member < member);

/** Members a block holds before it is split in two: small enough to splice, few enough blocks to count. */
const BLOCK = 512;

/** How many of `items` (ordered) come before the first that `isBefore` says no to. */
const firstNotBefore = <T>(items: readonly T[], isBefore: (item: T) => boolean): number => {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (isBefore(items[mid]!)) low = mid + 1;
    else high = mid;
  }
  return low;
};

/**
 * A sorted set's members in Redis's order, kept as they change, so a page of a large index is
 * a slice, not a sort of the whole set. Held in blocks of at most 2 × BLOCK (a sorted list of
 * sorted lists): a change splices one block, never the whole set — one array of a million
 * members made each change a move of megabytes, and a start-up load of a large log quadratic.
 */
export class Ranked {
  private readonly blocks: ScoredMember[][] = [];
  /** Rank of each block's first member, known for the first `known` blocks. */
  private readonly starts: number[] = [];
  private known = 0;
  private count = 0;

  get size(): number {
    return this.count;
  }

  insert(member: string, score: number): void {
    const entry = { member, score };
    if (this.blocks.length === 0) {
      this.blocks.push([entry]);
    } else {
      const isBefore = (m: ScoredMember) => before(m, score, member);
      // The last block takes what sorts after every member.
      const at = Math.min(this.blockWhere(isBefore), this.blocks.length - 1);
      const block = this.blocks[at]!;
      block.splice(firstNotBefore(block, isBefore), 0, entry);
      if (block.length > 2 * BLOCK) this.blocks.splice(at + 1, 0, block.splice(BLOCK));
      this.changedFrom(at);
    }
    this.count += 1;
  }

  remove(member: string, score: number): void {
    const isBefore = (m: ScoredMember) => before(m, score, member);
    const at = this.blockWhere(isBefore);
    const block = this.blocks[at];
    if (!block) return;
    const index = firstNotBefore(block, isBefore);
    if (block[index]?.member !== member) return;
    block.splice(index, 1);
    if (block.length === 0) this.blocks.splice(at, 1);
    this.changedFrom(at);
    this.count -= 1;
  }

  /** Where the members with a score in [min, max] start and end (end exclusive). */
  bounds(min = -Infinity, max = Infinity): [number, number] {
    return [this.rankWhere((m) => m.score < min), this.rankWhere((m) => m.score <= max)];
  }

  /** The members ranked from `from` to `to` (exclusive), in order. */
  slice(from: number, to: number): ScoredMember[] {
    const out: ScoredMember[] = [];
    if (to <= from || this.blocks.length === 0) return out;
    this.startOf(this.blocks.length - 1);
    // The last block starting at or before `from`.
    let low = 0;
    let high = this.blocks.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.starts[mid]! <= from) low = mid + 1;
      else high = mid;
    }
    let at = Math.max(0, low - 1);
    let index = from - this.starts[at]!;
    while (out.length < to - from && at < this.blocks.length) {
      const block = this.blocks[at]!;
      const take = block.slice(index, index + (to - from - out.length));
      for (const m of take) out.push(m);
      at += 1;
      index = 0;
    }
    return out;
  }

  /** The first block whose last member is not before the place `isBefore` describes. */
  private blockWhere(isBefore: (m: ScoredMember) => boolean): number {
    return firstNotBefore(this.blocks, (block) => isBefore(block[block.length - 1]!));
  }

  /** How many members are before the place `isBefore` describes. */
  private rankWhere(isBefore: (m: ScoredMember) => boolean): number {
    const at = this.blockWhere(isBefore);
    if (at === this.blocks.length) return this.count;
    return this.startOf(at) + firstNotBefore(this.blocks[at]!, isBefore);
  }

  /** Blocks after `at` moved (a member came or went, a block split or emptied). */
  private changedFrom(at: number): void {
    this.known = Math.min(this.known, at + 1);
  }

  private startOf(at: number): number {
    for (; this.known <= at; this.known += 1) {
      const k = this.known;
      this.starts[k] = k === 0 ? 0 : this.starts[k - 1]! + this.blocks[k - 1]!.length;
    }
    return this.starts[at]!;
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
