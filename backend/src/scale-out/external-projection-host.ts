import { ProjectionHost, type HostStatus, type ProjectionHostOptions, type RebuildResult, type ReadModelStore } from '@centre/projections';
import type { WorkerLink } from './worker-control.js';

/** How often a wait for a position looks at the checkpoints the worker stores. */
const POLL_MS = 20;

/**
 * The projection host of a backend in external mode: it never runs a projector. Its status is
 * the leading worker's, a rebuild is asked of that worker, and a wait for a position watches
 * the checkpoints the worker commits; so the admin console and read-your-writes keep working
 * and the worker stays the only writer.
 */
export class ExternalProjectionHost extends ProjectionHost {
  private readonly readModels: ReadModelStore;

  constructor(
    options: ProjectionHostOptions,
    private readonly worker: WorkerLink,
  ) {
    super(options);
    this.readModels = options.store;
  }

  override status(): HostStatus {
    const status = this.worker.status;
    if (!status) return { ...super.status(), ready: false };
    return { ready: status.ready, head: status.head, projections: status.projections };
  }

  override rebuild(name: string): Promise<RebuildResult> {
    return this.worker.rebuild(name);
  }

  override async waitForPosition(position: number, timeoutMs: number, names: readonly string[] = this.names): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      if (await this.reached(position, names).catch(() => false)) return true;
      if (Date.now() + POLL_MS > until) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  override async stop(): Promise<void> {
    await super.stop();
    await this.worker.close();
  }

  private async reached(position: number, names: readonly string[]): Promise<boolean> {
    for (const projection of names) {
      const generation = await this.readModels.activeGeneration(projection);
      if (generation === null || (await this.readModels.checkpoint({ projection, generation })) < position) return false;
    }
    return true;
  }
}
