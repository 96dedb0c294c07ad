import { getHeapStatistics } from 'node:v8';
import type { RecordedEvent } from '@centre/contracts';
import type { EventFeed, Subscription } from './event-feed.port.js';
import { CHECKPOINT_KEY, type Generation, type ReadModelStore, type WriteOp } from '../store/read-model-store.port.js';
import { BatchTx } from './batch-tx.js';
import { logPages } from './log-pages.js';
import { FoldInParts } from './fold-in-parts.js';
import { applyingFold } from './memory-fold.js';
import type { CommittedBatch, Projection, ProjectionError, ProjectionFold, ProjectionStatus } from './projection.js';
import { RateMeter } from './rate-meter.js';

const CHECKPOINT_AT_KEY = '_checkpoint_at';
/** The projection version that wrote a generation: a mismatch at start means rebuild. */
export const VERSION_KEY = '_version';

export interface ProjectionRunnerOptions {
  projection: Projection;
  feed: EventFeed;
  store: ReadModelStore;
  generation: number;
  /** 'rebuild' writes a generation that is not active yet: no side-effect hooks, no active check. */
  mode?: 'live' | 'rebuild';
  /** Events per read and per atomic commit. */
  batchSize?: number;
  /**
   * Rebuild only: fold the log in memory (no commit per batch) until the fold holds this many
   * fields, members and strings, store it with one bulk load and its checkpoint, then go on
   * batch by batch. 0 (the default) commits batch by batch from the start.
   */
  foldLimit?: number;
  /**
   * Checked after every page the fold reads: true ends the fold there, as the limit does.
   * By default, the heap in use is above 60 % of the process's heap limit (a small machine
   * stops folding long before `foldLimit`).
   */
  heapPressure?: () => boolean;
  /**
   * Rebuild only, with `foldLimit`: threads a fold in parts may use (see `FoldInParts`), when
   * the projection, the feed and the store all allow it, or how to tell when the fold begins.
   * Below 2 (the default: 0) the fold runs on this thread.
   */
  foldThreads?: number | (() => number);
  /** Wait before retrying after the store or the feed failed. */
  retryDelayMs?: number;
  now?: () => number;
}

export interface RunnerSnapshot {
  projection: string;
  version: number;
  generation: number;
  status: ProjectionStatus;
  checkpoint: number;
  /**
   * While a rebuild folds the log in memory: the position the fold has reached, which is
   * stored (and becomes the checkpoint) once the fold ends. 0 otherwise.
   */
  foldedTo: number;
  head: number;
  lagEvents: number;
  lagMs: number;
  eventsPerSecond: number;
  eventsApplied: number;
  errors: number;
  /** Commits refused because another runner had moved the checkpoint (overlapping instances). */
  fencedCommits: number;
  lastError: ProjectionError | null;
}

/** Raised to end the runner's loop after it has recorded why (failed handler, retired generation). */
class Halt extends Error {}

/** Another runner committed first: its effect stands; resume after what it stored. */
class Fenced extends Error {}

interface Waiter {
  position: number;
  resolve: (reached: boolean) => void;
}

/**
 * Runs one projection into one generation: catches up from its checkpoint in batches, then
 * follows the log live. Each batch and its checkpoint commit atomically and fenced, so every
 * event takes effect exactly once however often it is delivered.
 */
export class ProjectionRunner {
  readonly projection: Projection;
  readonly generation: number;
  private readonly feed: EventFeed;
  private readonly store: ReadModelStore;
  private readonly target: Generation;
  private readonly batchSize: number;
  private readonly foldLimit: number;
  private readonly foldThreads: () => number;
  private parts: FoldInParts | null = null;
  private foldedInPartsValue = 0;
  private readonly heapPressure: () => boolean;
  private readonly retryDelayMs: number;
  private readonly handles: ReadonlySet<string>;
  private readonly rate: RateMeter;
  private mode: 'live' | 'rebuild';
  private state: ProjectionStatus = 'stopped';
  private running = false;
  private epoch = 0;
  private checkpointValue = 0;
  private checkpointAt: string | null = null;
  private foldedTo = 0;
  private headValue = 0;
  private headAt: string | null = null;
  private lastErrorValue: ProjectionError | null = null;
  private eventsApplied = 0;
  private errors = 0;
  private fencedCommits = 0;
  private subscription: Subscription | null = null;
  private queue: RecordedEvent[] = [];
  private draining = false;
  private drained: Array<() => void> = [];
  private retryTimer: NodeJS.Timeout | null = null;
  private readonly waiters = new Set<Waiter>();
  private readonly committedListeners = new Set<(batch: CommittedBatch) => void>();
  private readonly progressListeners = new Set<(applied: number) => void>();
  private foldStoppedValue: FoldStop | null = null;
  private readonly errorListeners = new Set<(error: ProjectionError) => void>();
  private readonly retiredListeners = new Set<(activeGeneration: number | null) => void>();
  private liveListeners: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  private isLive = false;
  private inflight: Promise<void> = Promise.resolve();

  constructor(options: ProjectionRunnerOptions) {
    this.projection = options.projection;
    this.generation = options.generation;
    this.feed = options.feed;
    this.store = options.store;
    this.target = { projection: options.projection.name, generation: options.generation };
    this.mode = options.mode ?? 'live';
    this.batchSize = options.batchSize ?? 500;
    this.foldLimit = options.foldLimit ?? 0;
    const foldThreads = options.foldThreads ?? 0;
    this.foldThreads = typeof foldThreads === 'number' ? () => foldThreads : foldThreads;
    this.heapPressure = options.heapPressure ?? heapAboveShare(HEAP_SHARE);
    this.retryDelayMs = options.retryDelayMs ?? 1000;
    this.handles = new Set(options.projection.handles);
    this.rate = new RateMeter(options.now ?? Date.now);
  }

  get checkpoint(): number {
    return this.checkpointValue;
  }

  get status(): ProjectionStatus {
    return this.state;
  }

  /** Starts catching up in the background; `whenLive` tells when it follows the log live. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.lastErrorValue = null;
    this.state = this.mode === 'rebuild' ? 'rebuilding' : 'catching-up';
    void this.run(++this.epoch);
  }

  /** Stops taking events; resolves once a batch being committed has finished. */
  async stop(): Promise<void> {
    this.running = false;
    this.epoch += 1;
    if (this.state !== 'failed') this.state = 'stopped';
    await this.unsubscribe();
    this.queue = [];
    await this.parts?.stop();
    await this.inflight;
    // Nobody waits forever on a runner that no longer runs.
    for (const waiter of [...this.waiters]) if (waiter.position > this.checkpointValue) waiter.resolve(false);
    for (const listener of this.liveListeners.splice(0)) listener.reject(new Error(`${this.projection.name} stopped`));
  }

  /** The rebuilt generation became the active one: from now on it is live and fires hooks. */
  promote(): void {
    this.mode = 'live';
    if (this.state === 'rebuilding') this.state = this.isLive ? 'live' : 'catching-up';
  }

  /** Resolves once the runner has caught up and follows the log live; rejects if it fails first. */
  whenLive(): Promise<void> {
    if (this.isLive) return Promise.resolve();
    if (this.state === 'failed') return Promise.reject(new Error(this.lastErrorValue?.message ?? 'failed'));
    return new Promise((resolve, reject) => this.liveListeners.push({ resolve, reject }));
  }

  /** True once the checkpoint is at or beyond `position`; false if `timeoutMs` passes first. */
  waitForPosition(position: number, timeoutMs: number): Promise<boolean> {
    if (this.checkpointValue >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        resolve: (reached) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** Fired after each committed batch, never while rebuilding. Returns an unsubscribe. */
  onCommitted(listener: (batch: CommittedBatch) => void): () => void {
    this.committedListeners.add(listener);
    return () => this.committedListeners.delete(listener);
  }

  /** Fired after every commit, rebuilding or not, with the number of events it covered. */
  onProgress(listener: (applied: number) => void): () => void {
    this.progressListeners.add(listener);
    return () => this.progressListeners.delete(listener);
  }

  /** Fired on every handler failure and every store or feed error. */
  onError(listener: (error: ProjectionError) => void): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  /** Fired when a commit finds that another generation became active. */
  onRetired(listener: (activeGeneration: number | null) => void): () => void {
    this.retiredListeners.add(listener);
    return () => this.retiredListeners.delete(listener);
  }

  observeHead(position: number, recordedAt: string | null): void {
    if (position > this.headValue) {
      this.headValue = position;
      this.headAt = recordedAt;
    }
  }

  /**
   * Where a rebuild's in-memory fold stopped before the end of the log, and why: from there it
   * went on batch by batch, which is slower. Null when it folded to the end (or did not fold).
   */
  get foldStopped(): FoldStop | null {
    return this.foldStoppedValue;
  }

  /** The threads a rebuild's fold ran on in parts, once they all ended well; 0 otherwise. */
  get foldedInParts(): number {
    return this.foldedInPartsValue;
  }

  snapshot(): RunnerSnapshot {
    const head = Math.max(this.headValue, this.checkpointValue);
    const lagEvents = head - this.checkpointValue;
    const lagMs =
      lagEvents === 0 || this.headAt === null || this.checkpointAt === null
        ? 0
        : Math.max(0, Date.parse(this.headAt) - Date.parse(this.checkpointAt));
    return {
      projection: this.projection.name,
      version: this.projection.version,
      generation: this.generation,
      status: this.state,
      checkpoint: this.checkpointValue,
      foldedTo: this.foldedTo,
      head,
      lagEvents,
      lagMs: Number.isFinite(lagMs) ? lagMs : 0,
      eventsPerSecond: this.rate.perSecond(),
      eventsApplied: this.eventsApplied,
      errors: this.errors,
      fencedCommits: this.fencedCommits,
      lastError: this.lastErrorValue,
    };
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inflight = work.then(
      () => {},
      () => {},
    );
    return work;
  }

  private async run(epoch: number): Promise<void> {
    try {
      const [stored, storedAt] = await this.store.read(this.target, [
        { op: 'get', key: CHECKPOINT_KEY },
        { op: 'get', key: CHECKPOINT_AT_KEY },
      ]);
      this.checkpointValue = Number(stored ?? 0);
      this.checkpointAt = storedAt;
      // Another runner, or this one before a lost acknowledgement, may have moved it on.
      this.settleWaiters();
      for (const listener of this.progressListeners) listener(0);
      const head = await this.feed.head();
      this.observeHead(head.position, head.recordedAt);
      if (this.mode === 'rebuild' && this.checkpointValue === 0 && this.foldLimit > 0) {
        const loaded = await this.track(this.foldInParts(epoch, head));
        if (epoch !== this.epoch) return;
        if (!loaded) await this.track(this.foldAndLoad(epoch));
      }
      for (;;) {
        if (epoch !== this.epoch) return;
        const events = await this.feed.readAll(this.checkpointValue, this.batchSize);
        if (epoch !== this.epoch) return;
        if (events.length > 0) await this.track(this.applyBatch(events));
        // A short read means the end of the log for now: the subscription takes it from here.
        if (events.length < this.batchSize) break;
        await nextTurn();
      }
      if (epoch === this.epoch) this.follow(epoch);
    } catch (error: unknown) {
      this.onLoopError(epoch, error);
    }
  }

  private follow(epoch: number): void {
    this.queue = [];
    this.subscription = this.feed.subscribe(this.checkpointValue, (event) => this.enqueue(epoch, event));
    if (this.state === 'catching-up') this.state = 'live';
    this.isLive = true;
    for (const listener of this.liveListeners.splice(0)) listener.resolve();
  }

  private enqueue(epoch: number, event: RecordedEvent): Promise<void> | void {
    if (epoch !== this.epoch) return;
    this.observeHead(event.position, event.recordedAt);
    this.queue.push(event);
    if (!this.draining) {
      this.draining = true;
      void this.drain(epoch);
    }
    // Backpressure: a fast feed waits while several batches are queued.
    if (this.queue.length >= this.batchSize * 4) return new Promise((resolve) => this.drained.push(resolve));
  }

  private async drain(epoch: number): Promise<void> {
    try {
      while (this.queue.length > 0 && epoch === this.epoch) {
        const batch = this.queue.splice(0, this.batchSize);
        await this.track(this.applyBatch(batch));
        if (this.queue.length < this.batchSize * 4) for (const resolve of this.drained.splice(0)) resolve();
      }
      this.draining = false;
      for (const resolve of this.drained.splice(0)) resolve();
    } catch (error: unknown) {
      this.draining = false;
      for (const resolve of this.drained.splice(0)) resolve();
      this.onLoopError(epoch, error);
    }
  }

  private onLoopError(epoch: number, error: unknown): void {
    if (error instanceof Halt || epoch !== this.epoch) return;
    // The store or the feed failed (not a handler), or another runner moved the checkpoint:
    // start over from the stored checkpoint.
    const fenced = error instanceof Fenced;
    if (!fenced) {
      this.errors += 1;
      this.lastErrorValue = { message: messageOf(error), eventId: null, position: null };
      for (const listener of this.errorListeners) listener(this.lastErrorValue);
    }
    this.epoch += 1;
    void this.unsubscribe();
    this.queue = [];
    this.isLive = false;
    if (this.state === 'live') this.state = 'catching-up';
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.running) void this.run(this.epoch);
    }, fenced ? 0 : this.retryDelayMs);
  }

  private async applyBatch(delivered: readonly RecordedEvent[]): Promise<void> {
    // Delivery is at least once: drop what is already applied and repeats within the batch.
    const events: RecordedEvent[] = [];
    let after = this.checkpointValue;
    for (const event of delivered) {
      if (event.position > after) {
        events.push(event);
        after = event.position;
      }
    }
    const last = events[events.length - 1];
    if (!last) return;
    const handled = events.filter((event) => this.handles.has(event.event.type));
    const tx = new BatchTx(this.store, this.target);
    await tx.prefetch(handled.flatMap((event) => this.projection.prefetch?.(event) ?? []));
    for (const event of handled) {
      try {
        const applying = this.projection.apply(event, tx);
        if (applying) await applying;
      } catch (error: unknown) {
        await this.failAt(event, error, events);
      }
    }
    await this.commit(tx, last, events.length);
  }

  /**
   * Folds the log up to its head in parts on threads (see `FoldInParts`) when the projection,
   * the feed and the store allow it and there are threads to use, then stores the checkpoint:
   * true once done. False when it could not or a part gave up (its share of the fold limit,
   * its heap, a handler that threw): the fold on this thread then does the work, and stops
   * where it must as it always does.
   */
  private async foldInParts(epoch: number, head: { position: number; recordedAt: string | null }): Promise<boolean> {
    const { foldsInParts } = this.projection;
    const reader = this.feed.partReader;
    const loader = this.store.partLoader;
    const threads = this.foldThreads();
    if (!foldsInParts || !reader || !loader || threads < 2 || head.position === 0 || head.recordedAt === null) return false;
    // The parts add to the generation: it starts empty, as a load on one thread makes it
    // (an earlier attempt whose checkpoint never landed may have left part of a read model).
    await this.store.load(this.target, []);
    if (epoch !== this.epoch) return true;
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
      const outcome = await parts.run();
      if (epoch !== this.epoch) return true;
      // What the parts stored goes with the load of the fold that follows (a load replaces
      // what its generation holds).
      if (!outcome.ok) return false;
    } finally {
      this.parts = null;
      this.foldedTo = 0;
    }
    await this.commit(new BatchTx(this.store, this.target), { position: head.position, recordedAt: head.recordedAt }, folded, { metered: true });
    this.foldedInPartsValue = threads;
    return true;
  }

  /**
   * Replays the log from the start into memory, then stores the result and its checkpoint.
   * A handler that throws ends the fold with the generation empty: the batch-by-batch replay
   * that follows stops at that event, with everything before it committed and the error visible.
   */
  private async foldAndLoad(epoch: number): Promise<void> {
    try {
      await this.fold(epoch);
    } finally {
      this.foldedTo = 0;
    }
  }

  private async fold(epoch: number): Promise<void> {
    const fold = this.projection.fold?.() ?? applyingFold(this.projection);
    const outcome: FoldOutcome = { last: null, folded: 0, failed: false };
    await this.store.load(this.target, this.folding(fold, epoch, outcome));
    if (epoch !== this.epoch) return;
    if (outcome.failed) {
      // What the load stored must not lie under the batches that follow.
      await this.store.load(this.target, []);
      return;
    }
    if (!outcome.last) return;
    await this.commit(new BatchTx(this.store, this.target), outcome.last, outcome.folded, { metered: true });
  }

  /**
   * The fold's writes, as the load takes them: after each page what the fold can drain (the
   * store works on those while the next pages are folded), at the end its dump. Ends early,
   * with `failed` set, at the first event a handler throws on.
   */
  private async *folding(fold: ProjectionFold, epoch: number, outcome: FoldOutcome): AsyncGenerator<WriteOp> {
    for await (const events of logPages(this.feed, 0, this.batchSize)) {
      if (epoch !== this.epoch) return;
      for (const event of events) {
        if (outcome.last && event.position <= outcome.last.position) continue;
        if (this.handles.has(event.event.type)) {
          try {
            const applying = fold.apply(event);
            if (applying) await applying;
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
      if (fold.drain) yield* fold.drain();
      const stoppedBy = fold.entries >= this.foldLimit ? 'fold-limit' : this.heapPressure() ? 'heap' : null;
      if (stoppedBy) {
        // After a short page, the log's last for now, the fold has reached the end all the same.
        if (events.length === this.batchSize) this.foldStoppedValue = { position: outcome.last?.position ?? 0, by: stoppedBy };
        break;
      }
      await nextTurn();
      if (epoch !== this.epoch) return;
    }
    if (outcome.last) yield* fold.dump();
  }

  /** Commits what came before the failing event, then stops there with the error visible. */
  private async failAt(failing: RecordedEvent, error: unknown, events: readonly RecordedEvent[]): Promise<never> {
    const before = events.filter((event) => event.position < failing.position);
    const last = before[before.length - 1];
    if (last) {
      const tx = new BatchTx(this.store, this.target);
      for (const event of before) if (this.handles.has(event.event.type)) await this.projection.apply(event, tx);
      await this.commit(tx, last, before.length);
    }
    this.errors += 1;
    this.lastErrorValue = { message: messageOf(error), eventId: failing.event.eventId, position: failing.position };
    for (const listener of this.errorListeners) listener(this.lastErrorValue);
    this.state = 'failed';
    this.running = false;
    const failure = new Error(`${this.projection.name} failed at position ${failing.position}: ${this.lastErrorValue.message}`);
    for (const listener of this.liveListeners.splice(0)) listener.reject(failure);
    this.epoch += 1;
    await this.unsubscribe();
    throw new Halt(this.lastErrorValue.message);
  }

  private async commit(tx: BatchTx, last: Pick<RecordedEvent, 'position' | 'recordedAt'>, count: number, options: { metered?: boolean } = {}): Promise<void> {
    const from = this.checkpointValue;
    tx.set(CHECKPOINT_AT_KEY, last.recordedAt);
    tx.set(VERSION_KEY, String(this.projection.version));
    const outcome = await this.store.commit(this.target, {
      ops: tx.ops,
      expectedCheckpoint: from,
      checkpoint: last.position,
      requireActive: this.mode === 'live',
    });
    if (!outcome.ok && outcome.reason === 'retired') {
      this.running = false;
      this.state = 'stopped';
      this.epoch += 1;
      await this.unsubscribe();
      for (const listener of this.retiredListeners) listener(outcome.activeGeneration);
      throw new Halt('generation retired');
    }
    if (!outcome.ok) {
      this.fencedCommits += 1;
      throw new Fenced(`fenced: stored checkpoint ${outcome.storedCheckpoint}, expected ${from}`);
    }
    this.checkpointValue = last.position;
    this.checkpointAt = last.recordedAt;
    this.observeHead(last.position, last.recordedAt);
    this.eventsApplied += count;
    if (!options.metered) this.rate.record(count);
    this.settleWaiters();
    for (const listener of this.progressListeners) listener(count);
    if (this.mode === 'live' && this.committedListeners.size > 0) {
      const batch: CommittedBatch = {
        projection: this.projection.name,
        generation: this.generation,
        from,
        to: last.position,
        changes: [...tx.changes],
      };
      for (const listener of this.committedListeners) {
        try {
          listener(batch);
        } catch {
          // A listener's failure is its own; the batch is committed either way.
        }
      }
    }
  }

  private settleWaiters(): void {
    for (const waiter of [...this.waiters]) if (waiter.position <= this.checkpointValue) waiter.resolve(true);
  }

  private async unsubscribe(): Promise<void> {
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    const subscription = this.subscription;
    this.subscription = null;
    this.isLive = false;
    // A delivery waiting on backpressure must return, or closing would wait for it forever.
    for (const resolve of this.drained.splice(0)) resolve();
    if (subscription) await subscription.close();
  }
}

/** How far a rebuild's fold got, and whether a handler threw. */
interface FoldOutcome {
  last: RecordedEvent | null;
  folded: number;
  failed: boolean;
}

/**
 * Lets the event loop turn. With the embedded log and store nothing in a catch-up or a fold
 * waits on I/O, so without this a backend would answer no request until the replay ended.
 */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The share of the heap's limit in use past which a rebuild stops folding in memory. */
export const HEAP_SHARE = 0.6;

/** A rebuild's fold that stopped early: after the event at `position`, at its entry limit or with the heap full. */
export interface FoldStop {
  position: number;
  by: 'fold-limit' | 'heap';
}

/** True while the heap in use is above `share` of the heap's limit. */
const heapAboveShare = (share: number) => (): boolean => {
  const heap = getHeapStatistics();
  return heap.used_heap_size > share * heap.heap_size_limit;
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
