import type { RebuildRecord } from '@centre/contracts';
import type { ProjectionHost } from '@centre/projections';

type RebuildResult = Awaited<ReturnType<ProjectionHost['rebuild']>>;

/** The last rebuild asked through the console, per projection: what the status page shows. */
export type { RebuildRecord } from '@centre/contracts';

/**
 * Starts rebuilds without waiting for them and remembers how each ended. The host itself
 * de-duplicates a rebuild already under way; this only keeps its outcome for the console.
 */
export class RebuildTracker {
  private readonly records = new Map<string, RebuildRecord>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** Starts (or joins) the rebuild; false when one was already running. */
  start(name: string, rebuild: (name: string) => Promise<RebuildResult>): { alreadyRunning: boolean; done: Promise<void> } {
    const current = this.records.get(name);
    const alreadyRunning = current?.state === 'running';
    const startedAt = alreadyRunning ? current.startedAt : this.now().toISOString();
    if (!alreadyRunning) this.records.set(name, { projection: name, state: 'running', startedAt });
    const done = rebuild(name).then(
      (result) => {
        this.records.set(name, { projection: name, state: 'completed', startedAt, finishedAt: this.now().toISOString(), result });
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        this.records.set(name, { projection: name, state: 'failed', startedAt, finishedAt: this.now().toISOString(), error: message });
      },
    );
    return { alreadyRunning, done };
  }

  list(): RebuildRecord[] {
    return [...this.records.values()];
  }
}

export const REBUILD_TRACKER = Symbol('REBUILD_TRACKER');
