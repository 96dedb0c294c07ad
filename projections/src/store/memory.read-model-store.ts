import {
  CHECKPOINT_KEY,
  type CommitOutcome,
  type CommitRequest,
  type Generation,
  type ReadModelStore,
  type ReadEachResults,
  type ReadOp,
  type ReadResults,
  type ReadTarget,
  type ScoredMember,
  type TargetedRead,
  type WriteOp,
  refuseLoad,
} from './read-model-store.port.js';
import { MemoryKeyspace } from './memory-keyspace.js';

/**
 * The embedded default: everything in this process, rebuilt from the log at start, a keyspace
 * a generation. Each commit runs synchronously, so it is atomic with respect to every other call.
 */
export class MemoryReadModelStore implements ReadModelStore {
  readonly prefersBulkLoad = false;
  private readonly generations = new Map<string, MemoryKeyspace>();
  private readonly pointers = new Map<string, number>();
  private readonly generationCounters = new Map<string, number>();

  async read<const T extends readonly ReadOp[]>(target: ReadTarget, ops: T): Promise<ReadResults<T>> {
    return this.readNow(target, ops) as ReadResults<T>;
  }

  /** Synchronous, so atomic with respect to every commit, as `read` is. */
  async readEach<const T extends readonly TargetedRead[]>(reads: T): Promise<ReadEachResults<T>> {
    return reads.map(({ target, ops }) => this.readNow(target, ops)) as ReadEachResults<T>;
  }

  private readNow(target: ReadTarget, ops: readonly ReadOp[]): unknown[] {
    const generation = 'active' in target ? this.pointers.get(target.projection) : target.generation;
    // No active generation: every key reads as missing.
    const keys = generation === undefined ? undefined : this.generations.get(generationKey(target.projection, generation));
    return ops.map((op) => readOne(keys, op));
  }

  async commit(target: Generation, request: CommitRequest): Promise<CommitOutcome> {
    const keys = this.keyspace(target);
    const stored = Number(keys.get(CHECKPOINT_KEY) ?? 0);
    if (stored !== request.expectedCheckpoint || request.checkpoint <= stored) {
      return { ok: false, reason: 'fenced', storedCheckpoint: stored };
    }
    if (request.requireActive) {
      const active = this.pointers.get(target.projection) ?? null;
      if (active !== target.generation) return { ok: false, reason: 'retired', activeGeneration: active };
    }
    for (const op of request.ops) keys.write(op);
    keys.set(CHECKPOINT_KEY, String(request.checkpoint));
    return { ok: true };
  }

  async load(target: Generation, ops: Iterable<WriteOp> | AsyncIterable<WriteOp>): Promise<void> {
    refuseLoad(target, await this.checkpoint(target), this.pointers.get(target.projection) ?? null);
    const keys = new MemoryKeyspace();
    this.generations.set(generationKey(target.projection, target.generation), keys);
    let written = 0;
    for await (const op of ops) {
      keys.write(op);
      // A big read model takes seconds to copy: let the site's requests through meanwhile.
      if (++written % LOAD_YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async checkpoint(target: Generation): Promise<number> {
    return Number(this.generations.get(generationKey(target.projection, target.generation))?.get(CHECKPOINT_KEY) ?? 0);
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
    const key = generationKey(target.projection, target.generation);
    const dropped = this.generations.get(key)?.size ?? 0;
    this.generations.delete(key);
    return dropped;
  }

  async close(): Promise<void> {}

  private keyspace(target: Generation): MemoryKeyspace {
    const key = generationKey(target.projection, target.generation);
    let keys = this.generations.get(key);
    if (!keys) this.generations.set(key, (keys = new MemoryKeyspace()));
    return keys;
  }
}

const readOne = (keys: MemoryKeyspace | undefined, op: ReadOp): unknown => {
  const entry = keys?.entry(op.key);
  const hash = entry?.t === 'hash' ? entry.v : undefined;
  const zset = entry?.t === 'zset' ? entry : undefined;
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
      return zset?.v.size ?? 0;
    case 'zcount': {
      if (!zset) return 0;
      const [start, end] = zset.ranked.bounds(op.min, op.max);
      return end - start;
    }
    case 'zrange': {
      if (!zset) return [];
      const [start, end] = zset.ranked.bounds(op.min, op.max);
      const offset = Math.max(0, op.offset ?? 0);
      const count = op.count === undefined || op.count < 0 ? end - start : op.count;
      // Reversed, the page is counted from the end of the range.
      const from = op.rev ? Math.max(start, end - offset - count) : start + offset;
      const to = op.rev ? end - offset : Math.min(end, start + offset + count);
      const page: ScoredMember[] = to > from ? zset.ranked.slice(from, to).map((m) => ({ ...m })) : [];
      return op.rev ? page.reverse() : page;
    }
  }
};

/** Write ops (of up to a thousand entries each) copied between two turns of the event loop. */
const LOAD_YIELD_EVERY = 20;

const generationKey = (projection: string, generation: number): string => `${projection}:g${generation}`;

