import type { Generation, ReadModelStore, WriteOp } from '../store/read-model-store.port.js';
import type { PrefetchRead, ReadModelTx } from './projection.js';

/** A field's state within the batch: replaced (null = deleted) or incremented over the stored value. */
type Pending = { set: string | null } | { delta: number };

interface PendingHash {
  /** The whole key was deleted earlier in the batch: the stored fields no longer count. */
  cleared: boolean;
  fields: Map<string, Pending>;
}

/**
 * Collects one batch's writes as store ops and answers reads from (stored state ∪ the batch's
 * own writes). Stored state is loaded once per key: by the prefetch, or on first read.
 */
export class BatchTx implements ReadModelTx {
  readonly ops: WriteOp[] = [];
  readonly changes = new Set<string>();
  private readonly storedStrings = new Map<string, string | null>();
  private readonly storedFields = new Map<string, Map<string, string | null>>();
  private readonly storedHashes = new Map<string, Record<string, string>>();
  private readonly strings = new Map<string, Pending>();
  private readonly hashes = new Map<string, PendingHash>();

  constructor(
    private readonly store: ReadModelStore,
    private readonly target: Generation,
  ) {}

  /** Loads everything the batch declared it will read, in one round trip. */
  async prefetch(reads: readonly PrefetchRead[]): Promise<void> {
    const wanted: PrefetchRead[] = [];
    const seen = new Set<string>();
    for (const read of reads) {
      const id = read.op === 'hget' ? `f\u0000${read.key}\u0000${read.field}` : `${read.op}\u0000${read.key}`;
      if (seen.has(id) || this.isLoaded(read)) continue;
      seen.add(id);
      wanted.push(read);
    }
    if (wanted.length === 0) return;
    const results = await this.store.read(this.target, wanted);
    wanted.forEach((read, i) => this.remember(read, results[i]));
  }

  async get(key: string): Promise<string | null> {
    const pending = this.strings.get(key);
    if (pending && 'set' in pending) return pending.set;
    const stored = await this.load({ op: 'get', key });
    if (!pending) return stored as string | null;
    return String(Number(stored ?? 0) + pending.delta);
  }

  async hget(key: string, field: string): Promise<string | null> {
    const hash = this.hashes.get(key);
    const pending = hash?.fields.get(field);
    if (pending && 'set' in pending) return pending.set;
    const stored = hash?.cleared ? null : this.storedField(key, field);
    const base = stored === undefined ? ((await this.load({ op: 'hget', key, field })) as string | null) : stored;
    return pending ? String(Number(base ?? 0) + pending.delta) : base;
  }

  async hgetAll(key: string): Promise<Record<string, string>> {
    const hash = this.hashes.get(key);
    const base: Record<string, string> = hash?.cleared
      ? {}
      : { ...((await this.load({ op: 'hgetall', key })) as Record<string, string>) };
    for (const [field, pending] of hash?.fields ?? []) {
      if ('set' in pending) {
        if (pending.set === null) delete base[field];
        else base[field] = pending.set;
      } else {
        base[field] = String(Number(base[field] ?? 0) + pending.delta);
      }
    }
    return base;
  }

  hset(key: string, fields: Readonly<Record<string, string>>): void {
    const hash = this.pendingHash(key);
    for (const [field, value] of Object.entries(fields)) hash.fields.set(field, { set: value });
    this.ops.push({ op: 'hset', key, fields });
  }

  hdel(key: string, fields: readonly string[]): void {
    if (fields.length === 0) return;
    const hash = this.pendingHash(key);
    for (const field of fields) hash.fields.set(field, { set: null });
    this.ops.push({ op: 'hdel', key, fields });
  }

  hincrby(key: string, field: string, by: number): void {
    const hash = this.pendingHash(key);
    const pending = hash.fields.get(field);
    if (pending && 'set' in pending) hash.fields.set(field, { set: String(Number(pending.set ?? 0) + by) });
    else if (hash.cleared) hash.fields.set(field, { set: String(by) });
    else hash.fields.set(field, { delta: (pending?.delta ?? 0) + by });
    this.ops.push({ op: 'hincrby', key, field, by });
  }

  set(key: string, value: string): void {
    this.strings.set(key, { set: value });
    this.ops.push({ op: 'set', key, value });
  }

  del(key: string): void {
    this.strings.set(key, { set: null });
    this.hashes.set(key, { cleared: true, fields: new Map() });
    this.ops.push({ op: 'del', key });
  }

  zadd(key: string, score: number, member: string): void {
    this.ops.push({ op: 'zadd', key, score, member });
  }

  zrem(key: string, member: string): void {
    this.ops.push({ op: 'zrem', key, member });
  }

  changed(what: string): void {
    this.changes.add(what);
  }

  private pendingHash(key: string): PendingHash {
    let hash = this.hashes.get(key);
    if (!hash) {
      hash = { cleared: false, fields: new Map() };
      this.hashes.set(key, hash);
    }
    return hash;
  }

  private storedField(key: string, field: string): string | null | undefined {
    const whole = this.storedHashes.get(key);
    if (whole) return whole[field] ?? null;
    return this.storedFields.get(key)?.get(field);
  }

  private isLoaded(read: PrefetchRead): boolean {
    if (read.op === 'get') return this.storedStrings.has(read.key);
    if (read.op === 'hgetall') return this.storedHashes.has(read.key);
    return this.storedField(read.key, read.field) !== undefined;
  }

  private async load(read: PrefetchRead): Promise<unknown> {
    if (!this.isLoaded(read)) {
      const [result] = await this.store.read(this.target, [read]);
      this.remember(read, result);
    }
    if (read.op === 'get') return this.storedStrings.get(read.key) ?? null;
    if (read.op === 'hgetall') return this.storedHashes.get(read.key) ?? {};
    return this.storedField(read.key, read.field) ?? null;
  }

  private remember(read: PrefetchRead, result: unknown): void {
    if (read.op === 'get') this.storedStrings.set(read.key, (result as string | null) ?? null);
    else if (read.op === 'hgetall') this.storedHashes.set(read.key, (result as Record<string, string>) ?? {});
    else {
      let fields = this.storedFields.get(read.key);
      if (!fields) {
        fields = new Map();
        this.storedFields.set(read.key, fields);
      }
      fields.set(read.field, (result as string | null) ?? null);
    }
  }
}
