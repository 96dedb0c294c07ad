import { Module } from '@nestjs/common';
import { AvailabilityGateway } from './availability.gateway.js';
import { MetricsController } from './metrics.controller.js';
import { PROJECTION_HOST, projectionHostProviders, READ_MODEL_STORE } from './projection-host.provider.js';
import { ProjectionsReadinessCheck, PROJECTIONS_READINESS } from './projections-readiness.check.js';

/** The projection engine in this process, its metrics and health, and live availability. */
@Module({
  providers: [
    ...projectionHostProviders,
    AvailabilityGateway,
    { provide: PROJECTIONS_READINESS, useClass: ProjectionsReadinessCheck },
  ],
  controllers: [MetricsController],
  exports: [PROJECTION_HOST, READ_MODEL_STORE, PROJECTIONS_READINESS],
})
export class LiveModule {}
