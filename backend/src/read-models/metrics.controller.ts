import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { ProjectionHost } from '@centre/projections';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { PROJECTION_HOST } from './projection-host.provider.js';

/** Prometheus text: the projections' figures plus the process's own. */
@Controller('metrics')
export class MetricsController {
  private readonly registry: Registry;

  constructor(@Inject(PROJECTION_HOST) host: ProjectionHost) {
    const processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics, prefix: 'centre_' });
    this.registry = Registry.merge([host.metrics, processMetrics]);
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  async metrics(): Promise<string> {
    return this.registry.metrics();
  }
}
