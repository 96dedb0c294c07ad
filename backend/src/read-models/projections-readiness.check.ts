import { Inject, Injectable } from '@nestjs/common';
import type { ProjectionHost } from '@centre/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { ReadinessCheck } from '../health/index.js';
import { PROJECTION_HOST } from './projection-host.provider.js';

export const PROJECTIONS_READINESS = Symbol('PROJECTIONS_READINESS');

/** Ready once every projection has caught up with the log (in-process mode). */
@Injectable()
export class ProjectionsReadinessCheck implements ReadinessCheck {
  readonly name = 'projections';

  constructor(
    @Inject(PROJECTION_HOST) private readonly host: ProjectionHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check() {
    if (this.config.projectionsMode === 'external') return { ok: true, detail: 'external worker' };
    const status = this.host.status();
    return {
      ok: status.ready,
      detail: status.projections.map((p) => ({ name: p.projection, status: p.status, checkpoint: p.checkpoint, lag: p.lagEvents })),
    };
  }
}
