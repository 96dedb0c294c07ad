import { Controller, Get, Header, Inject, Optional } from '@nestjs/common';
import type { ProjectionHost } from '@centre/projections';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { STATUS_REPORTS, type StatusReport } from '../shared/status/status-report.js';
import { PROJECTION_HOST } from './projection-host.provider.js';

/** Prometheus text: the projections' figures plus the process's own. */
@Controller('metrics')
export class MetricsController {
  private readonly registry: Registry;

  constructor(
    @Inject(PROJECTION_HOST) host: ProjectionHost,
    @Optional() @Inject(STATUS_REPORTS) reports: StatusReport[] = [],
  ) {
    const processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics, prefix: 'centre_' });
    this.registry = Registry.merge([host.metrics, processMetrics, ...reports.map((report) => report.metrics)]);
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  async metrics(): Promise<string> {
    return this.registry.metrics();
  }
}
