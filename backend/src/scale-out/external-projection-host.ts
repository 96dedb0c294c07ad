import { ProjectionHost, type HostStatus, type ProjectionHostOptions, type RebuildResult } from '@centre/projections';
import type { WorkerLink } from './worker-control.js';

/**
 * The projection host of a backend in external mode: it never runs a projector. Its queries
 * read the shared read models as usual; its status is the leading worker's, and a rebuild is
 * asked of that worker, so the admin console keeps working and the worker stays the only
 * writer.
 */
export class ExternalProjectionHost extends ProjectionHost {
  constructor(
    options: ProjectionHostOptions,
    private readonly worker: WorkerLink,
  ) {
    super(options);
  }

  override status(): HostStatus {
    const status = this.worker.status;
    if (!status) return { ...super.status(), ready: false };
    return { ready: status.ready, head: status.head, projections: status.projections };
  }

  override rebuild(name: string): Promise<RebuildResult> {
    return this.worker.rebuild(name);
  }

  override async stop(): Promise<void> {
    await super.stop();
    await this.worker.close();
  }
}
