import {
  CHECKPOINT_KEY,
  type CommitOutcome,
  type CommitRequest,
  type Generation,
  type ReadModelStore,
  type ReadOp,
  type ReadResults,
  type ReadTarget,
  type ScoredMember,
  type WriteOp,
} from './read-model-store.port.js';

type Entry =
  | { t: 'string'; v: string }
  | { t: 'hash'; v: Map<string, string> }
  | { t: 'zset'; v: Map<string, number> };

/**
 * The embedded default: everything in this process, rebuilt from the log at start. Each
 * commit runs synchronously, so it is atomic with respect to every other call.
 */
export class MemoryReadModelStore implements ReadModelStore {
  private readonly keys = new Map<string, Entry>();
  private readonly pointers = new Map<string, number>();
  private readonly generationCounters = new Map<string, number>();

  async read<const T extends readonly ReadOp[]>(target: ReadTarget, ops: T): Promise<ReadResults<T>> {
    const generation = 'active' in target ? this.pointers.get(target.projection) : target.generation;
    const prefix = generation === undefined ? null : prefixOf(target.projection, generation);
    return ops.map((op) => this.readOne(prefix, op)) as ReadResults<T>;
  }

  async commit(target: Generation, request: CommitRequest): Promise<CommitOutcome> {
    const prefix = prefixOf(target.projection, target.generation);
    const stored = this.storedCheckpoint(prefix);
    if (stored !== request.expectedCheckpoint || request.checkpoint <= stored) {
      return { ok: false, reason: 'fenced', storedCheckpoint: stored };
    }
    if (request.requireActive) {
      const active = this.pointers.get(target.projection) ?? null;
      if (active !== target.generation) return { ok: false, reason: 'retired', activeGeneration: active };
    }
    for (const op of request.ops) this.writeOne(prefix + op.key, op);
    this.keys.set(prefix + CHECKPOINT_KEY, { t: 'string', v: String(request.checkpoint) });
    return { ok: true };
  }

  async checkpoint(target: Generation): Promise<number> {
    return this.storedCheckpoint(prefixOf(target.projection, target.generation));
  }

  async activeGeneration(projection: string): Promise<number | null> {
    return this.pointers.get(projection) ?? null;
  }

  async allocateGeneration(projection: string): Promise<number> {
    const next = (this.generationCounters.get(projection) ?? 0) + 1;
    this.generationCounters.set(projection, next);
    return next;
  }

  async switchActive(projection: string, to: number, expected: number | null): Promise<boolean> {
    if ((this.pointers.get(projection) ?? null) !== expected) return false;
    this.pointers.set(projection, to);
    return true;
  }

  async dropGeneration(target: Generation): Promise<number> {
    const prefix = prefixOf(target.projection, target.generation);
    let dropped = 0;
    for (const key of [...this.keys.keys()]) {
      if (key.startsWith(prefix)) {
        this.keys.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  async close(): Promise<void> {}

  private storedCheckpoint(prefix: string): number {
    const entry = this.keys.get(prefix + CHECKPOINT_KEY);
    return entry?.t === 'string' ? Number(entry.v) : 0;
  }

  private readOne(prefix: string | null, op: ReadOp): unknown {
    const entry = prefix === null ? undefined : this.keys.get(prefix + op.key);
    const hash = entry?.t === 'hash' ? entry.v : undefined;
    const zset = entry?.t === 'zset' ? entry.v : undefined;
    switch (op.op) {
      case 'get':
        return entry?.t === 'string' ? entry.v : null;
      case 'hget':
        return hash?.get(op.field) ?? null;
      case 'hmget':
        return op.fields.map((field) => hash?.get(field) ?? null);
      case 'hgetall':
        return Object.fromEntries(hash ?? []);
      case 'zcard':
        return zset?.size ?? 0;
      case 'zcount':
        return zset ? [...zset.values()].filter((score) => inRange(score, op)).length : 0;
      case 'zrange': {
        const members: ScoredMember[] = [...(zset ?? [])]
          .filter(([, score]) => inRange(score, op))
          .map(([member, score]) => ({ member, score }))
          .sort((a, b) => a.score - b.score || (a.member < b.member ? -1 : a.member > b.member ? 1 : 0));
        if (op.rev) members.reverse();
        const offset = op.offset ?? 0;
        return members.slice(offset, op.count === undefined ? undefined : offset + op.count);
      }
    }
  }

  private writeOne(key: string, op: WriteOp): void {
    switch (op.op) {
      case 'set':
        this.keys.set(key, { t: 'string', v: op.value });
        return;
      case 'del':
        this.keys.delete(key);
        return;
      case 'incrby': {
        const entry = this.keys.get(key);
        const current = entry?.t === 'string' ? Number(entry.v) : 0;
        this.keys.set(key, { t: 'string', v: String(current + op.by) });
        return;
      }
      case 'hset':
        for (const [field, value] of Object.entries(op.fields)) this.hash(key).set(field, value);
        return;
      case 'hincrby': {
        const hash = this.hash(key);
        hash.set(op.field, String(Number(hash.get(op.field) ?? 0) + op.by));
        return;
      }
      case 'hdel': {
        const entry = this.keys.get(key);
        if (entry?.t !== 'hash') return;
        for (const field of op.fields) entry.v.delete(field);
        if (entry.v.size === 0) this.keys.delete(key);
        return;
      }
      case 'zadd': {
        if (op.members.length === 0) return;
        const zset = this.zset(key);
        for (const { member, score } of op.members) zset.set(member, score);
        return;
      }
      case 'zrem': {
        const entry = this.keys.get(key);
        if (entry?.t !== 'zset') return;
        for (const member of op.members) entry.v.delete(member);
        if (entry.v.size === 0) this.keys.delete(key);
        return;
      }
    }
  }

  private hash(key: string): Map<string, string> {
    const entry = this.keys.get(key);
    if (entry?.t === 'hash') return entry.v;
    const v = new Map<string, string>();
    this.keys.set(key, { t: 'hash', v });
    return v;
  }

  private zset(key: string): Map<string, number> {
    const entry = this.keys.get(key);
    if (entry?.t === 'zset') return entry.v;
    const v = new Map<string, number>();
    this.keys.set(key, { t: 'zset', v });
    return v;
  }
}

const prefixOf = (projection: string, generation: number): string => `${projection}:g${generation}:`;

const inRange = (score: number, range: { min?: number; max?: number }): boolean =>
  (range.min === undefined || score >= range.min) && (range.max === undefined || score <= range.max);
