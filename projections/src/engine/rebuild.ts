import { getHeapStatistics } from 'node:v8';
import type { RecordedEvent } from '@centre/contracts';
import type { Generation, ReadModelStore, WriteOp } from '../store/read-model-store.port.js';
import { commitWithCheckpoint } from './checkpoint-commit.js';
import type { EventFeed } from './event-feed.port.js';
import { FoldInParts } from './fold-in-parts.js';
import { LiveFollower, nextTurn, type RunnerSnapshot } from './live-follower.js';
import { logPages } from './log-pages.js';
import type { Projection, ProjectionError, ProjectionFold } from './projection.js';
import { RateMeter } from './rate-meter.js';

export interface RebuildOptions {
  projection: Projection;
  feed: EventFeed;
  store: ReadModelStore;
  /** A generation that is not active: the rebuild fills it from position 0. */
  generation: number;
  /** Events per read and per commit. */
  batchSize?: number;
  /**
   * Fold the log in memory (no commit per batch) until the fold holds this many entries
   * (documents, or fields), store it with one bulk load and its checkpoint, then go on batch
   * by batch. 0 (the default) commits batch by batch from the start, as a store in this
   * process's memory prefers.
   */
  foldLimit?: number;
  /**
   * Checked after every page the fold reads: true ends the fold there, as the limit does.
   * By default, the heap in use is above HEAP_SHARE of the process's heap limit (a small
   * machine stops folding long before `foldLimit`).
   */
  heapPressure?: () => boolean;
  /**
   * Threads the fold may run on in parts (see `FoldInParts`), when the projection, the feed and
   * the store all allow it, or how to tell when the fold begins. Below 2 (the default: 0) the
   * fold runs on this thread.
   */
  foldThreads?: number | (() => number);
  /** Wait before retrying after the store or the feed failed. */
  retryDelayMs?: number;
  now?: () => number;
}

/** The share of the heap's limit in use past which a rebuild stops folding in memory. */
export const HEAP_SHARE = 0.6;

/** A rebuild's fold that stopped early: after the event at `position`, at its entry limit or with the heap full. */
export interface FoldStop {
  position: number;
  by: 'fold-limit' | 'heap';
}

/** How far a fold got, and whether an `evolve` threw. */
interface FoldOutcome {
  last: RecordedEvent | null;
  folded: number;
  failed: boolean;
}

/**
 * Fills a new generation from the whole log: folds it in memory through the projection's fold
 * (the one its live path applies batches with), stores the result with one bulk load and a
 * fenced checkpoint, then hands over to a follower of the generation, not active yet, that
 * catches up batch by batch and follows the log until the host switches to it. A fold that an
 * `evolve` ends leaves the generation empty: the follower then replays batch by batch and stops
 * at that event, with everything before it committed and the error visible.
 */
export class Rebuild {
  readonly projection: Projection;
  readonly generation: number;
  private readonly target: Generation;
  private readonly batchSize: number;
  private readonly foldLimit: number;
  private readonly heapPressure: () => boolean;
  private readonly foldThreads: () => number;
  private parts: FoldInParts | null = null;
  private foldedInPartsValue = 0;
  private readonly retryDelayMs: number;
  private readonly handles: ReadonlySet<string>;
  private readonly rate: RateMeter;
  private followerValue: LiveFollower | null = null;
  private stopped = false;
  private work: Promise<void> = Promise.resolve();
  private foldedTo = 0;
  private headValue = 0;
  private headAt: string | null = null;
  private errors = 0;
  private lastError: ProjectionError | null = null;
  private foldStoppedValue: FoldStop | null = null;
  private readonly progressListeners = new Set<(applied: number) => void>();
  private readonly errorListeners = new Set<(error: ProjectionError) => void>();

  constructor(private readonly options: RebuildOptions) {
    this.projection = options.projection;
    this.generation = options.generation;
    this.target = { projection: options.projection.name, generation: options.generation };
    this.batchSize = options.batchSize ?? 2000;
    this.foldLimit = options.foldLimit ?? 0;
    this.heapPressure = options.heapPressure ?? heapAboveShare(HEAP_SHARE);
    const foldThreads = options.foldThreads ?? 0;
    this.foldThreads = typeof foldThreads === 'number' ? () => foldThreads : foldThreads;
    this.retryDelayMs = options.retryDelayMs ?? 1000;
    this.handles = new Set(options.projection.handles);
    this.rate = new RateMeter(options.now ?? Date.now);
  }

  /** The follower of the rebuilt generation, once the fold has been stored (null before). */
  get follower(): LiveFollower | null {
    return this.followerValue;
  }

  /**
   * Where the in-memory fold stopped before the end of the log, and why: from there the
   * follower went on batch by batch, which is slower. Null when it folded to the end (or did not fold).
   */
  get foldStopped(): FoldStop | null {
    return this.foldStoppedValue;
  }

  /** The threads the fold ran on in parts, once they all ended well; 0 otherwise. */
  get foldedInParts(): number {
    return this.foldedInPartsValue;
  }

  /** Folds and stores the log, then starts the follower; resolves once that follows the log live. */
  async run(): Promise<void> {
    this.work = this.foldAndLoad();
    await this.work;
    const follower = this.followerValue;
    if (this.stopped || !follower) throw new Error(`${this.projection.name}: rebuild stopped`);
    await follower.whenLive();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.parts?.stop();
    await this.work.catch(() => {});
    await this.followerValue?.stop();
  }

  /** Fired after the fold's load and every commit of the follower, with the events it covered. */
  onProgress(listener: (applied: number) => void): void {
    this.progressListeners.add(listener);
  }

  /** Fired on every store or feed error of the fold and every error of the follower. */
  onError(listener: (error: ProjectionError) => void): void {
    this.errorListeners.add(listener);
  }

  observeHead(position: number, recordedAt: string | null): void {
    if (position > this.headValue) {
      this.headValue = position;
      this.headAt = recordedAt;
    }
    this.followerValue?.observeHead(position, recordedAt);
  }

  snapshot(): RunnerSnapshot {
    const follower = this.followerValue?.snapshot();
    if (follower) return { ...follower, errors: follower.errors + this.errors, lastError: follower.lastError ?? this.lastError };
    return {
      projection: this.projection.name,
      version: this.projection.version,
      generation: this.generation,
      status: 'rebuilding',
      checkpoint: 0,
      foldedTo: this.foldedTo,
      head: this.headValue,
      lagEvents: this.headValue,
      lagMs: 0,
      eventsPerSecond: this.rate.perSecond(),
      eventsApplied: 0,
      errors: this.errors,
      fencedCommits: 0,
      lastError: this.lastError,
    };
  }

  /** The fold and its load, retried after a store or feed error; then the follower, started. */
  private async foldAndLoad(): Promise<void> {
    let folded = 0;
    for (;;) {
      if (this.stopped) return;
      try {
        // A generation with a checkpoint was stored already (a load whose acknowledgement was
        // lost, another writer): its follower resumes from there.
        if (this.foldLimit > 0 && (await this.options.store.checkpoint(this.target)) === 0) {
          folded = (await this.foldInParts()) ?? (await this.foldOnce());
        }
        break;
      } catch (error: unknown) {
        if (this.stopped) return;
        this.errors += 1;
        this.lastError = { message: error instanceof Error ? error.message : String(error), eventId: null, position: null };
        for (const listener of this.errorListeners) listener(this.lastError);
        await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs));
      } finally {
        this.foldedTo = 0;
      }
    }
    if (this.stopped) return;
    const follower = new LiveFollower({
      projection: this.projection,
      feed: this.options.feed,
      store: this.options.store,
      generation: this.generation,
      active: false,
      batchSize: this.batchSize,
      appliedBefore: folded,
      retryDelayMs: this.retryDelayMs,
      ...(this.options.now && { now: this.options.now }),
    });
    follower.observeHead(this.headValue, this.headAt);
    follower.onProgress((applied) => {
      for (const listener of this.progressListeners) listener(applied);
    });
    follower.onError((error) => {
      for (const listener of this.errorListeners) listener(error);
    });
    this.followerValue = follower;
    follower.start();
  }

  /**
   * Folds the log up to its head in parts on threads (see `FoldInParts`) when the projection,
   * the feed and the store allow it and there are threads to use, then stores the checkpoint;
   * returns the events it covered. Null when it could not, or a part gave up (its share of the
   * fold limit, its heap, an `evolve` that threw): the fold on this thread then does the work,
   * and stops where it must as it always does.
   */
  private async foldInParts(): Promise<number | null> {
    const { feed, store } = this.options;
    const { foldsInParts } = this.projection;
    const reader = feed.partReader;
    const loader = store.partLoader;
    const threads = this.foldThreads();
    if (!foldsInParts || !reader || !loader || threads < 2) return null;
    const head = await feed.head();
    if (head.position === 0 || head.recordedAt === null) return null;
    this.observeHead(head.position, head.recordedAt);
    // The parts add to the generation: it starts empty, as a load on one thread makes it (an
    // earlier attempt whose checkpoint never landed may have left part of a read model).
    await store.load(this.target, []);
    let folded = 0;
    const parts = new FoldInParts({
      projection: foldsInParts,
      reader,
      loader,
      target: this.target,
      upTo: head.position,
      parts: threads,
      batchSize: this.batchSize,
      entryLimit: this.foldLimit,
      heapShare: HEAP_SHARE,
      onProgress: (foldedTo, events) => {
        folded += events;
        this.foldedTo = foldedTo;
        this.rate.record(events);
      },
    });
    this.parts = parts;
    try {
      // What the parts stored goes with the load of the fold that follows, if any (a load
      // replaces what its generation holds).
      const outcome = await parts.run();
      if (this.stopped) return 0;
      if (!outcome.ok) return null;
    } finally {
      this.parts = null;
    }
    const committed = await commitWithCheckpoint(store, this.target, {
      writes: [],
      from: 0,
      to: head,
      version: this.projection.version,
      requireActive: false,
    });
    if (!committed.ok) return 0;
    for (const listener of this.progressListeners) listener(folded);
    this.foldedInPartsValue = threads;
    return folded;
  }

  /** Folds the log in memory and stores it with its checkpoint; returns the events it covered. */
  private async foldOnce(): Promise<number> {
    const { store } = this.options;
    const outcome: FoldOutcome = { last: null, folded: 0, failed: false };
    await store.load(this.target, this.folding(this.projection.fold(), outcome));
    if (this.stopped) return 0;
    if (outcome.failed) {
      // What the load stored must not lie under the batches that follow.
      await store.load(this.target, []);
      return 0;
    }
    if (!outcome.last) return 0;
    const committed = await commitWithCheckpoint(store, this.target, {
      writes: [],
      from: 0,
      to: outcome.last,
      version: this.projection.version,
      requireActive: false,
    });
    if (!committed.ok) return 0;
    for (const listener of this.progressListeners) listener(outcome.folded);
    return outcome.folded;
  }

  /**
   * The fold's writes, as the load takes them: its dump once it has read the log to its end (or
   * to where it must stop). Ends early, with `failed` set, at the first event `evolve` throws on.
   */
  private async *folding(fold: ProjectionFold, outcome: FoldOutcome): AsyncGenerator<WriteOp> {
    for await (const events of logPages(this.options.feed, 0, this.batchSize)) {
      if (this.stopped) return;
      for (const event of events) {
        if (outcome.last && event.position <= outcome.last.position) continue;
        if (this.handles.has(event.event.type)) {
          try {
            fold.apply(event);
          } catch {
            outcome.failed = true;
            return;
          }
        }
        outcome.last = event;
        outcome.folded += 1;
      }
      const last = outcome.last;
      this.observeHead(last?.position ?? 0, last?.recordedAt ?? null);
      this.foldedTo = last?.position ?? 0;
      this.rate.record(events.length);
      const stoppedBy = fold.entries >= this.foldLimit ? 'fold-limit' : this.heapPressure() ? 'heap' : null;
      if (stoppedBy) {
        // After a short page, the log's last for now, the fold has reached the end all the same.
        if (events.length === this.batchSize) this.foldStoppedValue = { position: outcome.last?.position ?? 0, by: stoppedBy };
        break;
      }
      await nextTurn();
      if (this.stopped) return;
    }
    if (outcome.last) yield* fold.dump();
  }
}

/** True while the heap in use is above `share` of the heap's limit. */
const heapAboveShare = (share: number) => (): boolean => {
  const heap = getHeapStatistics();
  return heap.used_heap_size > share * heap.heap_size_limit;
};
