import { Controller, Get, Header, HttpCode, HttpStatus, Inject, Param, Post, UseGuards } from '@nestjs/common';
import type { ProjectionsResponse, RebuildResponse } from '@centre/contracts';
import type { ProjectionHost } from '@centre/projections';
import { Roles, RolesGuard, SameOriginGuard } from '../../auth/index.js';
import { PROJECTION_HOST } from '../../read-models/index.js';
import { ADMIN_MESSAGES, refuse } from '../admin.http.js';
import { REBUILD_TRACKER, type RebuildTracker } from './rebuild-tracker.js';

/** Each projection's checkpoint, lag, rate and errors (DESIGN 4); rebuilds for admins. */
@Controller('api/admin/projections')
@UseGuards(SameOriginGuard, RolesGuard)
export class AdminProjectionsController {
  constructor(
    @Inject(PROJECTION_HOST) private readonly host: ProjectionHost,
    @Inject(REBUILD_TRACKER) private readonly tracker: RebuildTracker,
  ) {}

  @Get()
  @Roles('admin', 'reviewer')
  @Header('Cache-Control', 'no-store')
  status(): ProjectionsResponse {
    return { success: true, ...this.host.status(), rebuilds: this.tracker.list() };
  }

  /** Answers at once; the rebuild's progress shows in the status (its `rebuild` figures, then `rebuilds`). */
  @Post(':name/rebuild')
  @Roles('admin')
  @HttpCode(HttpStatus.ACCEPTED)
  rebuild(@Param('name') name: string): RebuildResponse {
    if (!this.host.names.includes(name)) throw refuse(HttpStatus.NOT_FOUND, ADMIN_MESSAGES.unknownProjection);
    const { alreadyRunning } = this.tracker.start(name, (n) => this.host.rebuild(n));
    return { success: true, projection: name, alreadyRunning };
  }
}
