import type { Generation, ReadModelStore, ReadOp, ScoredMember, WriteOp } from '../store/read-model-store.port.js';
import { dictionary } from './dictionary.js';
import type { PrefetchRead, ReadModelTx } from './projection.js';

/** A field's state within the batch: replaced (null = deleted) or incremented over the stored value. */
type Pending = { set: string | null } | { delta: number };

interface PendingKey {
  /** The key was deleted in the batch: nothing stored before counts any more. */
  cleared: boolean;
  value?: string;
  fields: Map<string, Pending>;
  /** Sorted-set members: score, or null when removed. */
  members: Map<string, number | null>;
}

/** Most members or fields one prefetch command asks for. */
const READ_CHUNK = 1000;

/**
 * One batch of handler writes. Reads see (stored state ∪ the batch's own writes); stored state
 * is loaded once per key and field, by the prefetch or on first read. Writes are kept as the
 * net change per key, so a batch of thousands of events commits a few commands per key.
 */
export class BatchTx implements ReadModelTx {
  readonly changes = new Set<string>();
  private readonly storedStrings = new Map<string, string | null>();
  private readonly storedFields = new Map<string, Map<string, string | null>>();
  private readonly storedHashes = new Map<string, Record<string, string>>();
  private readonly pending = new Map<string, PendingKey>();

  constructor(
    private readonly store: ReadModelStore,
    private readonly target: Generation,
  ) {}

  /** Loads everything the batch declared it will read, in one round trip. */
  async prefetch(reads: readonly PrefetchRead[]): Promise<void> {
    const strings = new Set<string>();
    const wholes = new Set<string>();
    const fields = new Map<string, Set<string>>();
    for (const read of reads) {
      if (read.op === 'get') {
        if (!this.storedStrings.has(read.key)) strings.add(read.key);
      } else if (read.op === 'hgetall') {
        if (!this.storedHashes.has(read.key)) wholes.add(read.key);
      } else if (this.storedField(read.key, read.field) === undefined) {
        let set = fields.get(read.key);
        if (!set) fields.set(read.key, (set = new Set()));
        set.add(read.field);
      }
    }
    const ops: ReadOp[] = [];
    const apply: Array<(result: unknown) => void> = [];
    for (const key of strings) {
      ops.push({ op: 'get', key });
      apply.push((r) => this.storedStrings.set(key, (r as string | null) ?? null));
    }
    for (const key of wholes) {
      ops.push({ op: 'hgetall', key });
      apply.push((r) => this.storedHashes.set(key, (r as Record<string, string>) ?? {}));
    }
    for (const [key, set] of fields) {
      const all = [...set];
      for (let start = 0; start < all.length; start += READ_CHUNK) {
        const chunk = all.slice(start, start + READ_CHUNK);
        ops.push({ op: 'hmget', key, fields: chunk });
        apply.push((r) => {
          const values = r as Array<string | null>;
          const known = this.knownFields(key);
          chunk.forEach((field, i) => known.set(field, values[i] ?? null));
        });
      }
    }
    if (ops.length === 0) return;
    const results = await this.store.read(this.target, ops);
    results.forEach((result, i) => apply[i]?.(result));
  }

  async get(key: string): Promise<string | null> {
    const entry = this.pending.get(key);
    if (entry?.value !== undefined) return entry.value;
    if (entry?.cleared) return null;
    if (!this.storedStrings.has(key)) {
      const [value] = await this.store.read(this.target, [{ op: 'get', key }]);
      this.storedStrings.set(key, value);
    }
    return this.storedStrings.get(key) ?? null;
  }

  async hget(key: string, field: string): Promise<string | null> {
    const entry = this.pending.get(key);
    const pending = entry?.fields.get(field);
    if (pending && 'set' in pending) return pending.set;
    let base: string | null | undefined = entry?.cleared ? null : this.storedField(key, field);
    if (base === undefined) {
      const [value] = await this.store.read(this.target, [{ op: 'hget', key, field }]);
      this.knownFields(key).set(field, value);
      base = value;
    }
    return pending ? String(Number(base ?? 0) + pending.delta) : base;
  }

  async hmget(key: string, fields: readonly string[]): Promise<Array<string | null>> {
    const missing = fields.filter((field) => this.storedField(key, field) === undefined);
    if (missing.length > 0 && !this.pending.get(key)?.cleared) {
      await this.prefetch(missing.map((field) => ({ op: 'hget' as const, key, field })));
    }
    const values: Array<string | null> = [];
    for (const field of fields) values.push(this.fieldNow(key, field));
    return values;
  }

  hmgetKnown(key: string, fields: readonly string[]): Array<string | null> | undefined {
    const entry = this.pending.get(key);
    const values: Array<string | null> = [];
    for (const field of fields) {
      const value = this.known(entry, key, field);
      if (value === undefined) return undefined;
      values.push(value);
    }
    return values;
  }

  hgetKnown(key: string, field: string): string | null | undefined {
    return this.known(this.pending.get(key), key, field);
  }

  async hgetAll(key: string): Promise<Record<string, string>> {
    const entry = this.pending.get(key);
    let base: Record<string, string> = {};
    if (!entry?.cleared) {
      if (!this.storedHashes.has(key)) {
        const [all] = await this.store.read(this.target, [{ op: 'hgetall', key }]);
        this.storedHashes.set(key, all);
      }
      base = { ...this.storedHashes.get(key) };
    }
    for (const [field, pending] of entry?.fields ?? []) {
      if (!('set' in pending)) base[field] = String(Number(base[field] ?? 0) + pending.delta);
      else if (pending.set === null) delete base[field];
      else base[field] = pending.set;
    }
    return base;
  }

  hset(key: string, fields: Readonly<Record<string, string>>): void {
    const entry = this.entry(key);
    for (const field in fields) entry.fields.set(field, { set: fields[field]! });
  }

  hsetField(key: string, field: string, value: string): void {
    this.entry(key).fields.set(field, { set: value });
  }

  hdel(key: string, fields: readonly string[]): void {
    if (fields.length === 0) return;
    const entry = this.entry(key);
    for (const field of fields) entry.fields.set(field, { set: null });
  }

  hincrby(key: string, field: string, by: number): void {
    const entry = this.entry(key);
    const pending = entry.fields.get(field);
    if (pending && 'set' in pending) entry.fields.set(field, { set: String(Number(pending.set ?? 0) + by) });
    else if (entry.cleared) entry.fields.set(field, { set: String(by) });
    else entry.fields.set(field, { delta: (pending?.delta ?? 0) + by });
  }

  set(key: string, value: string): void {
    this.entry(key).value = value;
  }

  del(key: string): void {
    this.pending.set(key, { cleared: true, fields: new Map(), members: new Map() });
  }

  zadd(key: string, score: number, member: string): void {
    this.entry(key).members.set(member, score);
  }

  zrem(key: string, member: string): void {
    this.entry(key).members.set(member, null);
  }

  changed(what: string): void {
    this.changes.add(what);
  }

  /** The batch's net effect, a few commands per key touched. */
  get ops(): WriteOp[] {
    const ops: WriteOp[] = [];
    for (const [key, entry] of this.pending) {
      if (entry.cleared) ops.push({ op: 'del', key });
      if (entry.value !== undefined) ops.push({ op: 'set', key, value: entry.value });
      const set = dictionary<string>();
      const removed: string[] = [];
      let anySet = false;
      for (const [field, pending] of entry.fields) {
        if (!('set' in pending)) ops.push({ op: 'hincrby', key, field, by: pending.delta });
        else if (pending.set !== null) {
          set[field] = pending.set;
          anySet = true;
        } else if (!entry.cleared) removed.push(field);
      }
      if (anySet) ops.push({ op: 'hset', key, fields: set });
      if (removed.length > 0) ops.push({ op: 'hdel', key, fields: removed });
      const added: ScoredMember[] = [];
      const gone: string[] = [];
      for (const [member, score] of entry.members) {
        if (score !== null) added.push({ member, score });
        else if (!entry.cleared) gone.push(member);
      }
      if (added.length > 0) ops.push({ op: 'zadd', key, members: added });
      if (gone.length > 0) ops.push({ op: 'zrem', key, members: gone });
    }
    return ops;
  }

  private entry(key: string): PendingKey {
    let entry = this.pending.get(key);
    if (!entry) {
      entry = { cleared: false, fields: new Map(), members: new Map() };
      this.pending.set(key, entry);
    }
    return entry;
  }

  private knownFields(key: string): Map<string, string | null> {
    let known = this.storedFields.get(key);
    if (!known) this.storedFields.set(key, (known = new Map()));
    return known;
  }

  /** A field's value in the batch, or undefined while its stored value is not loaded. */
  private known(entry: PendingKey | undefined, key: string, field: string): string | null | undefined {
    const pending = entry?.fields.get(field);
    if (pending && 'set' in pending) return pending.set;
    const base = entry?.cleared ? null : this.storedField(key, field);
    if (base === undefined) return undefined;
    return pending ? String(Number(base ?? 0) + pending.delta) : base;
  }

  /** A field's value in the batch, once its stored value is known. */
  private fieldNow(key: string, field: string): string | null {
    const entry = this.pending.get(key);
    const pending = entry?.fields.get(field);
    if (pending && 'set' in pending) return pending.set;
    const base = entry?.cleared ? null : (this.storedField(key, field) ?? null);
    return pending ? String(Number(base ?? 0) + pending.delta) : base;
  }

  private storedField(key: string, field: string): string | null | undefined {
    const whole = this.storedHashes.get(key);
    if (whole) return whole[field] ?? null;
    return this.storedFields.get(key)?.get(field);
  }
}
