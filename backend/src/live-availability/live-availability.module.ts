import { Global, Module } from '@nestjs/common';
import { checkAvailability, heldCells, type ProjectionHost, type ReadModelStore } from '@centre/projections';
import { HELD_CELLS_READER, READ_MODEL_AVAILABILITY_READER } from '../bookings/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PROJECTION_HOST, READ_MODEL_STORE, ReadModelsModule } from '../read-models/index.js';
import { EVENT_STORE, type EventStore } from '../shared/event-store/event-store.port.js';
import { AvailabilityGateway } from './availability.gateway.js';
import { ReadModelAvailabilityReader } from './read-model.availability-reader.js';
import { ReadModelHeldCellsReader } from './read-model.held-cells-reader.js';
import { WEEK_AVAILABILITY_ROUTE, WeekAvailability } from './week/week-availability.route.js';

/**
 * Availability from the occupancy read model: a lab's week (its grid), the booking slice's checks (global, as it reads
 * them through READ_MODEL_AVAILABILITY_READER), the cells bookers and addresses hold (the
 * booking-holds read model, through HELD_CELLS_READER) and the socket.io pushes of each lab-day.
 */
@Global()
@Module({
  imports: [ReadModelsModule],
  providers: [
    WeekAvailability,
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
    {
      provide: HELD_CELLS_READER,
      inject: [PROJECTION_HOST, READ_MODEL_STORE, APP_CONFIG],
      useFactory: (host: ProjectionHost, store: ReadModelStore, config: AppConfig) =>
        new ReadModelHeldCellsReader(
          host,
          (email, clientKey, options, week) => heldCells(store, email, clientKey, options, week),
          config.projectionsMode === 'inline',
        ),
    },
    AvailabilityGateway,
  ],
  exports: [READ_MODEL_AVAILABILITY_READER, HELD_CELLS_READER],
})
export class LiveAvailabilityModule {}

/** The slice's routes served ahead of Express (see shared/http/fast-routes.ts). */
export const LIVE_AVAILABILITY_FAST_ROUTES = [WEEK_AVAILABILITY_ROUTE] as const;
