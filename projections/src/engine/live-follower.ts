import type { ProjectionFigures, RecordedEvent } from '@centre/contracts';
import type { EventFeed, Subscription } from './event-feed.port.js';
import {
  CHECKPOINT_KEY,
  type Generation,
  type ReadModelStore,
} from '../store/read-model-store.port.js';
import { CHECKPOINT_AT_KEY, commitWithCheckpoint } from './checkpoint-commit.js';
import { EventFailed, foldBatch } from './live-batch.js';
import type {
  CommittedBatch,
  Projection,
  ProjectionError,
  ProjectionStatus,
} from './projection.js';
import { RateMeter } from './rate-meter.js';
import type { WriteOp } from '../store/read-model-store.port.js';

export interface LiveFollowerOptions {
  projection: Projection;
  feed: EventFeed;
  store: ReadModelStore;
  generation: number;
  /**
   * False for a generation that a rebuild fills and that is not the active one yet: no
   * `onCommitted`, and its commits do not require it to be active. `activate()` makes it so.
   */
  active?: boolean;
  /** Events per read and per atomic commit. */
  batchSize?: number;
  /** Events a rebuild applied before this follower took over (its figures go on from there). */
  appliedBefore?: number;
  /** Wait before retrying after the store or the feed failed. */
  retryDelayMs?: number;
  now?: () => number;
}

/** A generation's figures as the console's API reports them (contracts), and what only the engine counts. */
export interface RunnerSnapshot extends ProjectionFigures {
  /** Commits refused because another writer had moved the checkpoint (overlapping instances). */
  fencedCommits: number;
}

/** Raised to end the follower's loop after it has recorded why (failed `evolve`, retired generation). */
class Halt extends Error {}

/** Another writer committed first: its effect stands; resume after what it stored. */
class Fenced extends Error {}

interface Waiter {
  position: number;
  resolve: (reached: boolean) => void;
}

/**
 * Runs one projection into one generation: catches up from its checkpoint in batches, then
 * follows the log live. Each batch (its projection's fold from the stored documents it touches)
 * and its checkpoint commit atomically and fenced, so every event takes effect exactly once
 * however often it is delivered.
 */
export class LiveFollower {
  readonly projection: Projection;
  readonly generation: number;
  private readonly feed: EventFeed;
  private readonly store: ReadModelStore;
  private readonly target: Generation;
  private readonly batchSize: number;
  private readonly retryDelayMs: number;
  private readonly handles: ReadonlySet<string>;
  private readonly rate: RateMeter;
  private active: boolean;
  private state: ProjectionStatus = 'stopped';
  private running = false;
  private epoch = 0;
  private checkpointValue = 0;
  private checkpointAt: string | null = null;
  private headValue = 0;
  private headAt: string | null = null;
  private lastErrorValue: ProjectionError | null = null;
  private eventsApplied: number;
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
  private readonly errorListeners = new Set<(error: ProjectionError) => void>();
  private readonly retiredListeners = new Set<(activeGeneration: number | null) => void>();
  private liveListeners: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  private isLive = false;
  private inflight: Promise<void> = Promise.resolve();

  constructor(options: LiveFollowerOptions) {
    this.projection = options.projection;
    this.generation = options.generation;
    this.feed = options.feed;
    this.store = options.store;
    this.target = { projection: options.projection.name, generation: options.generation };
    this.active = options.active ?? true;
    this.batchSize = options.batchSize ?? 500;
    this.eventsApplied = options.appliedBefore ?? 0;
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
    this.state = this.active ? 'catching-up' : 'rebuilding';
    void this.run(++this.epoch);
  }

  /** Stops taking events; resolves once a batch being committed has finished. */
  async stop(): Promise<void> {
    this.running = false;
    this.epoch += 1;
    if (this.state !== 'failed') this.state = 'stopped';
    await this.unsubscribe();
    this.queue = [];
    await this.inflight;
    // Nobody waits forever on a follower that no longer runs.
    for (const waiter of [...this.waiters])
      if (waiter.position > this.checkpointValue) waiter.resolve(false);
    for (const listener of this.liveListeners.splice(0))
      listener.reject(new Error(`${this.projection.name} stopped`));
  }

  /** The rebuilt generation became the active one: from now on its commits require it, and fire hooks. */
  activate(): void {
    this.active = true;
    if (this.state === 'rebuilding') this.state = this.isLive ? 'live' : 'catching-up';
  }

  /** Resolves once it has caught up and follows the log live; rejects if it fails first. */
  whenLive(): Promise<void> {
    if (this.isLive) return Promise.resolve();
    if (this.state === 'failed')
      return Promise.reject(new Error(this.lastErrorValue?.message ?? 'failed'));
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

  /** Fired after each committed batch while active, never for a rebuild's generation. Returns an unsubscribe. */
  onCommitted(listener: (batch: CommittedBatch) => void): () => void {
    this.committedListeners.add(listener);
    return () => this.committedListeners.delete(listener);
  }

  /** Fired after every commit, active or not, with the number of events it covered. */
  onProgress(listener: (applied: number) => void): () => void {
    this.progressListeners.add(listener);
    return () => this.progressListeners.delete(listener);
  }

  /** Fired on every `evolve` failure and every store or feed error. */
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
      foldedTo: 0,
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
      // Another writer, or this one before a lost acknowledgement, may have moved it on.
      this.settleWaiters();
      for (const listener of this.progressListeners) listener(0);
      const head = await this.feed.head();
      this.observeHead(head.position, head.recordedAt);
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
    this.subscription = this.feed.subscribe(this.checkpointValue, (event) =>
      this.enqueue(epoch, event),
    );
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
    if (this.queue.length >= this.batchSize * 4)
      return new Promise((resolve) => this.drained.push(resolve));
  }

  private async drain(epoch: number): Promise<void> {
    try {
      while (this.queue.length > 0 && epoch === this.epoch) {
        const batch = this.queue.splice(0, this.batchSize);
        await this.track(this.applyBatch(batch));
        if (this.queue.length < this.batchSize * 4)
          for (const resolve of this.drained.splice(0)) resolve();
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
    // The store or the feed failed (not `evolve`), or another writer moved the checkpoint:
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
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null;
        if (this.running) void this.run(this.epoch);
      },
      fenced ? 0 : this.retryDelayMs,
    );
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
    let changes;
    try {
      changes = await foldBatch(
        this.store,
        this.target,
        this.projection,
        events.filter((event) => this.handles.has(event.event.type)),
      );
    } catch (error: unknown) {
      if (!(error instanceof EventFailed)) throw error;
      return this.failAt(error, events);
    }
    await this.commit(changes.writes, changes.documents, last, events.length);
  }

  /** Commits what came before the failing event, then stops there with the error visible. */
  private async failAt(failed: EventFailed, events: readonly RecordedEvent[]): Promise<never> {
    const failing = failed.event;
    const before = events.filter((event) => event.position < failing.position);
    const last = before[before.length - 1];
    if (last) {
      const changes = await foldBatch(
        this.store,
        this.target,
        this.projection,
        before.filter((event) => this.handles.has(event.event.type)),
      );
      await this.commit(changes.writes, changes.documents, last, before.length);
    }
    this.errors += 1;
    this.lastErrorValue = {
      message: failed.message,
      eventId: failing.event.eventId,
      position: failing.position,
    };
    for (const listener of this.errorListeners) listener(this.lastErrorValue);
    this.state = 'failed';
    this.running = false;
    const failure = new Error(
      `${this.projection.name} failed at position ${failing.position}: ${this.lastErrorValue.message}`,
    );
    for (const listener of this.liveListeners.splice(0)) listener.reject(failure);
    this.epoch += 1;
    await this.unsubscribe();
    throw new Halt(this.lastErrorValue.message);
  }

  private async commit(
    writes: readonly WriteOp[],
    documents: readonly string[],
    last: RecordedEvent,
    count: number,
  ): Promise<void> {
    const from = this.checkpointValue;
    const outcome = await commitWithCheckpoint(this.store, this.target, {
      writes,
      from,
      to: last,
      version: this.projection.version,
      requireActive: this.active,
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
    this.rate.record(count);
    this.settleWaiters();
    for (const listener of this.progressListeners) listener(count);
    if (this.active && this.committedListeners.size > 0) {
      const batch: CommittedBatch = {
        projection: this.projection.name,
        generation: this.generation,
        from,
        to: last.position,
        changes: documents,
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
    for (const waiter of [...this.waiters])
      if (waiter.position <= this.checkpointValue) waiter.resolve(true);
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

/**
 * Lets the event loop turn. With the embedded log and store nothing in a catch-up waits on
 * I/O, so without this a backend would answer no request until the replay ended.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
