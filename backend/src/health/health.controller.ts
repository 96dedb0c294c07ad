import { Controller, Get, Inject, Optional, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { LivenessResponse, ReadinessResponse } from '@centre/contracts';
import { STATUS_REPORTS, type StatusReport } from '../shared/status/status-report.js';
import { READINESS_CHECKS, type ReadinessCheck } from './readiness-check.js';

/**
 * Liveness: the process answers. Readiness: every registered check passes (for instance the
 * projections have caught up with the log), so a load balancer sends no traffic before then.
 */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[],
    @Optional() @Inject(STATUS_REPORTS) private readonly reports: StatusReport[] = [],
  ) {}

  @Get('live')
  live(): LivenessResponse {
    return { status: 'ok' };
  }

  /**
   * Not ready is an answer, not a fault: 503 with the checks that failed, so an operator sees
   * which one, and nothing is logged as a server error while a replica fills its read models.
   */
  @Get(['', 'ready'])
  async ready(@Res({ passthrough: true }) response: Response): Promise<ReadinessResponse> {
    const results = await Promise.all(
      this.checks.map(async (check) => {
        try {
          return { name: check.name, ...(await check.check()) };
        } catch (error: unknown) {
          return {
            name: check.name,
            ok: false,
            detail: error instanceof Error ? error.message : String(error),
          };
        }
      }),
    );
    const reports = await Promise.all(
      this.reports.map(async (report) => [report.name, await report.status()] as const),
    );
    const body: ReadinessResponse = {
      ...Object.fromEntries(reports),
      status: results.every((r) => r.ok) ? 'ok' : 'unavailable',
      checks: results,
    };
    response.status(body.status === 'ok' ? 200 : 503);
    return body;
  }
}
