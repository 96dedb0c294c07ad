import { Global, Module } from '@nestjs/common';
import { checkAvailability, heldCells, type ProjectionHost, type ReadModelStore } from '@centre/projections';
import { HELD_CELLS_READER, READ_MODEL_AVAILABILITY_READER } from '../bookings/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PROJECTION_HOST, READ_MODEL_STORE, ReadModelsModule } from '../read-models/index.js';
import { EVENT_STORE, type EventStore } from '../shared/event-store/event-store.port.js';
import { AvailabilityGateway } from './availability.gateway.js';
import { ReadModelAvailabilityReader } from './read-model.availability-reader.js';
import { ReadModelHeldCellsReader } from './read-model.held-cells-reader.js';
import { WeekAvailabilityController } from './week/week-availability.controller.js';

/**
 * Availability from the occupancy read model: the booking slice's checks (global, as it reads
 * them through READ_MODEL_AVAILABILITY_READER), the cells bookers and addresses hold (the
 * booking-holds read model, through HELD_CELLS_READER) and the socket.io pushes of each lab-day.
 */
@Global()
@Module({
  imports: [ReadModelsModule],
  controllers: [WeekAvailabilityController],
  providers: [
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
