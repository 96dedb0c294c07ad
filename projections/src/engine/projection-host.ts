import { availableParallelism } from 'node:os';
import type { Registry } from 'prom-client';
import type { EventFeed } from './event-feed.port.js';
import type { CommittedBatch, Projection } from './projection.js';
import { VERSION_KEY } from './checkpoint-commit.js';
import { LiveFollower, type RunnerSnapshot } from './live-follower.js';
import { Rebuild, type FoldStop } from './rebuild.js';
import { createProjectionMetrics } from './projection-metrics.js';
import type { ReadModelStore } from '../store/read-model-store.port.js';

/**
 * Entries a rebuild folds in memory before its bulk load: documents, or fields of documents.
 * Past it (or with the heap 60 % full, whichever comes first) the rebuild goes on batch by batch.
 */
export const DEFAULT_FOLD_LIMIT = 4_000_000;

/** Threads a rebuild folds one projection on at most, unless told otherwise. */
export const DEFAULT_FOLD_THREADS = 4;

/**
 * Threads a rebuild folds in parts on unless told otherwise: the cores that the rebuilds
 * running beside it leave, at most DEFAULT_FOLD_THREADS. Each of those folds on the host's
 * thread and keeps a core busy; measured on 2 cores, parts beside them made the whole slower
 * (occupancy with booking-lists 0.83×, every projection 0.96×) though each alone ends sooner.
 */
export const defaultFoldThreads = (cores: number, rebuildingBeside: number): number =>
  Math.max(0, Math.min(DEFAULT_FOLD_THREADS, cores - rebuildingBeside));

export interface ProjectionHostOptions {
  feed: EventFeed;
  store: ReadModelStore;
  /** The projections this host runs (the centre's list lives with its read models). */
  projections: readonly Projection[];
  /** Events per commit while following the log. */
  batchSize?: number;
  /** Events per commit while rebuilding: bigger batches, fewer round trips. */
  rebuildBatchSize?: number;
  /**
   * A rebuild folds the log in memory until it holds this many documents (or fields), then
   * stores it in one bulk load (see `RebuildOptions.foldLimit`); 0 commits batch by batch
   * throughout, as it always does on a store that does not prefer bulk loads (the memory store).
   */
  rebuildFoldLimit?: number;
  /**
   * Threads a rebuild folds a projection on, in parts (see `FoldInParts`), when the
   * projection, the feed and the store allow it; below 2 the fold runs on the host's own
   * thread. Default: see `defaultFoldThreads`.
   */
  rebuildFoldThreads?: number;
  /** How often the log's head is polled for lag figures. */
  headPollMs?: number;
  retryDelayMs?: number;
  now?: () => number;
}

export interface ProjectionState extends RunnerSnapshot {
  /** A rebuild in progress: its generation's figures (not active yet). */
  rebuild: RunnerSnapshot | null;
}

export interface HostStatus {
  /** Every projection follows the log live: safe to serve reads. */
  ready: boolean;
  head: number;
  projections: ProjectionState[];
}

export interface RebuildResult {
  projection: string;
  from: number | null;
  to: number;
  events: number;
  durationMs: number;
  eventsPerSecond: number;
  /** Where its fold in memory stopped before the end of the log, and why; then it went on batch by batch. */
  foldStopped: FoldStop | null;
  /** The threads its fold ran on in parts (see `FoldInParts`); 0 when it folded on the host's thread. */
  foldedInParts: number;
}

/**
 * All projections over one log and one store: starts a live follower for each, reports on
 * them, rebuilds one without downtime, and lets callers wait for a position (read-your-writes)
 * or hear of committed batches. What the read models hold and how they are queried is theirs.
 */
export class ProjectionHost {
  readonly metrics: Registry;
  private readonly feed: EventFeed;
  private readonly store: ReadModelStore;
  private readonly projections: ReadonlyMap<string, Projection>;
  private readonly runners = new Map<string, LiveFollower>();
  private readonly builders = new Map<string, Rebuild>();
  private readonly rebuilding = new Map<string, Promise<RebuildResult>>();
  private readonly committedListeners = new Set<(batch: CommittedBatch) => void>();
  private readonly progressListeners = new Set<() => void>();
  private readonly applied;
  private readonly errors;
  private headPosition = 0;
  private headTimer: NodeJS.Timeout | null = null;
  private started = false;

  constructor(private readonly options: ProjectionHostOptions) {
    this.feed = options.feed;
    this.store = options.store;
    this.projections = new Map(options.projections.map((p) => [p.name, p]));
    const metrics = createProjectionMetrics(
      () => [...this.runners.values()].map((r) => r.snapshot()),
      () => [...this.builders.values()].map((r) => r.snapshot()),
    );
    this.metrics = metrics.registry;
    this.applied = metrics.applied;
    this.errors = metrics.errors;
  }

  get names(): string[] {
    return [...this.projections.keys()];
  }

  /** Attaches a follower to each projection's active generation (creating the first one). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    for (const projection of this.projections.values()) {
      const generation = await this.activeOrFirstGeneration(projection.name);
      const [version] = await this.store.read({ projection: projection.name, generation }, [
        { op: 'get', key: VERSION_KEY },
      ]);
      if (version !== null && Number(version) !== projection.version) {
        // Written by another version of the projection: keep serving it while a new one is built.
        this.rebuild(projection.name).catch(() => {});
        continue;
      }
      this.attach(this.follower(projection, generation));
    }
    await this.pollHead();
    this.headTimer = setInterval(() => void this.pollHead().catch(() => {}), this.options.headPollMs ?? 1000);
    this.headTimer.unref();
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.headTimer) clearInterval(this.headTimer);
    this.headTimer = null;
    await Promise.all([...this.builders.values(), ...this.runners.values()].map((r) => r.stop()));
    await Promise.allSettled([...this.rebuilding.values()]);
  }

  /**
   * Resolves when every projection is live (caught up once, rebuilt first when its stored
   * version was another), or rejects if one fails first.
   */
  async whenLive(): Promise<void> {
    await Promise.all([...this.rebuilding.values()]);
    await Promise.all([...this.runners.values()].map((r) => r.whenLive()));
  }

  /** `status().ready`, without building every projection's snapshot: cheap enough for each query. */
  isReady(): boolean {
    for (const name of this.names) if (this.runners.get(name)?.status !== 'live') return false;
    return true;
  }

  status(): HostStatus {
    const projections = this.names.map((name): ProjectionState => {
      const runner = this.runners.get(name);
      const builder = this.builders.get(name) ?? null;
      const snapshot = runner?.snapshot() ?? {
        ...(builder?.snapshot() ?? emptySnapshot(name, this.projections.get(name)?.version ?? 0)),
        status: 'rebuilding' as const,
      };
      return { ...snapshot, rebuild: builder?.snapshot() ?? null };
    });
    return {
      ready: projections.every((p) => p.status === 'live'),
      head: Math.max(this.headPosition, ...projections.map((p) => p.head)),
      projections,
    };
  }

  /**
   * True once the named projections (all by default) have applied the event at `position`:
   * read-your-writes after a command. False when `timeoutMs` passes first.
   */
  waitForPosition(position: number, timeoutMs: number, names: readonly string[] = this.names): Promise<boolean> {
    const reached = () => names.every((name) => (this.runners.get(name)?.checkpoint ?? -1) >= position);
    if (reached()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (value: boolean) => {
        clearTimeout(timer);
        this.progressListeners.delete(check);
        resolve(value);
      };
      const check = () => {
        if (reached()) done(true);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      this.progressListeners.add(check);
    });
  }

  /**
   * After each committed batch of an active generation, with the documents it changed (what
   * live pushes are made of); never for a rebuild's replay.
   */
  onCommitted(listener: (batch: CommittedBatch) => void): () => void {
    this.committedListeners.add(listener);
    return () => this.committedListeners.delete(listener);
  }

  /**
   * Replays the whole log into a new generation through the projection's fold while the active
   * one keeps serving, then switches the active pointer and drops the old generation.
   */
  rebuild(name: string): Promise<RebuildResult> {
    const running = this.rebuilding.get(name);
    if (running) return running;
    const promise = this.runRebuild(name).finally(() => this.rebuilding.delete(name));
    this.rebuilding.set(name, promise);
    return promise;
  }

  /** Restarts a projection that stopped (after a failing `evolve` was fixed, for instance). */
  restart(name: string): void {
    this.runners.get(name)?.start();
  }

  private async runRebuild(name: string): Promise<RebuildResult> {
    const projection = this.projections.get(name);
    if (!projection) throw new Error(`unknown projection: ${name}`);
    const startedAt = Date.now();
    const previous = this.runners.get(name) ?? null;
    const oldGeneration = await this.store.activeGeneration(name);
    const generation = await this.store.allocateGeneration(name);
    const rebuild = new Rebuild({
      projection,
      feed: this.feed,
      store: this.store,
      generation,
      batchSize: this.options.rebuildBatchSize ?? 2000,
      // A store across the network prefers one bulk load to a commit per batch.
      foldLimit: this.store.prefersBulkLoad ? (this.options.rebuildFoldLimit ?? DEFAULT_FOLD_LIMIT) : 0,
      foldThreads: () => this.options.rebuildFoldThreads ?? defaultFoldThreads(availableParallelism(), this.rebuilding.size - 1),
      ...(this.options.retryDelayMs !== undefined && { retryDelayMs: this.options.retryDelayMs }),
      ...(this.options.now && { now: this.options.now }),
    });
    rebuild.observeHead(this.headPosition, null);
    rebuild.onProgress((count) => this.progressed(name, count));
    rebuild.onError(() => this.errors.inc({ projection: name }));
    this.builders.set(name, rebuild);
    let follower: LiveFollower | null = null;
    try {
      await rebuild.run();
      follower = rebuild.follower;
      if (!follower) throw new Error(`${name}: rebuild stopped`);
      // Freeze the old generation, let the new one reach it, then switch: readers never step back.
      if (previous) await previous.stop();
      const target = previous?.checkpoint ?? 0;
      if (!(await follower.waitForPosition(target, 600_000))) throw new Error(`${name}: rebuild did not reach ${target}`);
      if (!(await this.store.switchActive(name, generation, oldGeneration))) {
        throw new Error(`${name}: the active generation changed during the rebuild`);
      }
    } catch (error: unknown) {
      this.builders.delete(name);
      await rebuild.stop();
      await this.store.dropGeneration({ projection: name, generation });
      if (previous && this.started) previous.start();
      throw error;
    }
    this.builders.delete(name);
    follower.activate();
    this.attach(follower);
    for (const listener of this.progressListeners) listener();
    if (oldGeneration !== null && oldGeneration !== generation) {
      await this.store.dropGeneration({ projection: name, generation: oldGeneration });
    }
    const durationMs = Date.now() - startedAt;
    const events = follower.snapshot().eventsApplied;
    return {
      projection: name,
      from: oldGeneration,
      to: generation,
      events,
      durationMs,
      eventsPerSecond: durationMs > 0 ? (events * 1000) / durationMs : events,
      foldStopped: rebuild.foldStopped,
      foldedInParts: rebuild.foldedInParts,
    };
  }

  private follower(projection: Projection, generation: number): LiveFollower {
    const follower = new LiveFollower({
      projection,
      feed: this.feed,
      store: this.store,
      generation,
      batchSize: this.options.batchSize ?? 500,
      ...(this.options.retryDelayMs !== undefined && { retryDelayMs: this.options.retryDelayMs }),
      ...(this.options.now && { now: this.options.now }),
    });
    follower.observeHead(this.headPosition, null);
    follower.onProgress((count) => this.progressed(projection.name, count));
    follower.onError(() => this.errors.inc({ projection: projection.name }));
    return follower;
  }

  private progressed(name: string, count: number): void {
    this.applied.inc({ projection: name }, count);
    for (const listener of this.progressListeners) listener();
  }

  /** The active generation, or a first one made active now (another process may win that race). */
  private async activeOrFirstGeneration(name: string): Promise<number> {
    let generation = await this.store.activeGeneration(name);
    if (generation === null) {
      const fresh = await this.store.allocateGeneration(name);
      generation = (await this.store.switchActive(name, fresh, null)) ? fresh : await this.store.activeGeneration(name);
    }
    if (generation === null) throw new Error(`no active generation for ${name}`);
    return generation;
  }

  /** Makes a follower the active one: hooks, retirement, start. */
  private attach(follower: LiveFollower): void {
    const name = follower.projection.name;
    this.runners.set(name, follower);
    follower.onCommitted((batch) => {
      for (const listener of this.committedListeners) listener(batch);
    });
    follower.onRetired((active) => {
      // Another process switched generations: follow the one that is active now.
      if (!this.started || this.runners.get(name) !== follower || this.rebuilding.has(name)) return;
      if (active !== null) {
        this.attach(this.follower(follower.projection, active));
        return;
      }
      // No active pointer at all: the read models were wiped (a FLUSHALL, a lost Redis).
      // Start a first generation again, which replays the log from position 0.
      void this.activeOrFirstGeneration(name)
        .then((generation) => {
          if (this.started && this.runners.get(name) === follower) this.attach(this.follower(follower.projection, generation));
        })
        .catch(() => {});
    });
    if (this.started) follower.start();
  }

  private async pollHead(): Promise<void> {
    const head = await this.feed.head();
    this.headPosition = Math.max(this.headPosition, head.position);
    for (const runner of [...this.runners.values(), ...this.builders.values()]) {
      runner.observeHead(head.position, head.recordedAt);
    }
  }
}

const emptySnapshot = (projection: string, version: number): RunnerSnapshot => ({
  projection,
  version,
  generation: 0,
  status: 'stopped',
  checkpoint: 0,
  foldedTo: 0,
  head: 0,
  lagEvents: 0,
  lagMs: 0,
  eventsPerSecond: 0,
  eventsApplied: 0,
  errors: 0,
  fencedCommits: 0,
  lastError: null,
});
