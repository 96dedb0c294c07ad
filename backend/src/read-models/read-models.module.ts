import { Global, Module } from '@nestjs/common';
import { CaughtUp } from './caught-up.js';
import { MetricsController } from './metrics.controller.js';
import { PROJECTION_HOST, projectionHostProviders, READ_MODEL_STORE } from './projection-host.provider.js';
import { ProjectionsReadinessCheck, PROJECTIONS_READINESS } from './projections-readiness.check.js';

/**
 * The read models: where they are kept (READ_MODEL_STORE), the projection host that keeps them
 * in this process (or stands for the worker that does), its readiness and its metrics.
 * Global: every slice that reads a read model calls its queries with the store.
 */
@Global()
@Module({
  providers: [...projectionHostProviders, CaughtUp, { provide: PROJECTIONS_READINESS, useClass: ProjectionsReadinessCheck }],
  controllers: [MetricsController],
  exports: [PROJECTION_HOST, READ_MODEL_STORE, PROJECTIONS_READINESS, CaughtUp],
})
export class ReadModelsModule {}
