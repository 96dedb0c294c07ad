import { Global, Module } from '@nestjs/common';
import { checkAvailability, type ProjectionHost, type ReadModelStore } from '@centre/projections';
import { READ_MODEL_AVAILABILITY_READER } from '../bookings/queries/check-availability/availability.reader.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EVENT_STORE, type EventStore } from '../shared/event-store/event-store.port.js';
import { ReadModelAvailabilityReader } from './read-model.availability-reader.js';
import { AvailabilityGateway } from './availability.gateway.js';
import { MetricsController } from './metrics.controller.js';
import { PROJECTION_HOST, projectionHostProviders, READ_MODEL_STORE } from './projection-host.provider.js';
import { ProjectionsReadinessCheck, PROJECTIONS_READINESS } from './projections-readiness.check.js';

/**
 * The projection engine in this process, its metrics and health, and live availability.
 * Global: it also answers the booking slice's availability checks from the read model.
 */
@Global()
@Module({
  providers: [
    ...projectionHostProviders,
    {
      provide: READ_MODEL_AVAILABILITY_READER,
      inject: [PROJECTION_HOST, READ_MODEL_STORE, EVENT_STORE, APP_CONFIG],
      useFactory: (host: ProjectionHost, store: ReadModelStore, events: EventStore, config: AppConfig) =>
        new ReadModelAvailabilityReader(
          host,
          (lab, date, slotIds, facilityIds, options) => checkAvailability(store, lab, date, slotIds, facilityIds, options),
          events,
          config.projectionsMode === 'inline',
        ),
    },
    AvailabilityGateway,
    { provide: PROJECTIONS_READINESS, useClass: ProjectionsReadinessCheck },
  ],
  controllers: [MetricsController],
  exports: [PROJECTION_HOST, READ_MODEL_STORE, PROJECTIONS_READINESS, READ_MODEL_AVAILABILITY_READER],
})
export class LiveModule {}
