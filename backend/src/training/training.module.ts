import { Global, Module } from '@nestjs/common';
import { bookerQualifications, type ProjectionHost, type ReadModelStore } from '@centre/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PROJECTION_HOST, READ_MODEL_STORE, ReadModelsModule } from '../read-models/index.js';
import { ClockModule } from '../shared/clock/clock.module.js';
import { EVENT_STORE, type EventStore } from '../shared/event-store/event-store.port.js';
import { QualificationHandler } from './qualification.handler.js';
import { QUALIFICATIONS_READER, ReadModelQualificationsReader } from './qualifications.reader.js';
import { TrainingController } from './training.controller.js';

/**
 * Training qualifications (DESIGN.md section 10): the console's grants and revokes, and the
 * booker's qualifications a booking request carries (global, as the booking slice reads them
 * through QUALIFICATIONS_READER).
 */
@Global()
@Module({
  imports: [ReadModelsModule, ClockModule],
  controllers: [TrainingController],
  providers: [
    QualificationHandler,
    {
      provide: QUALIFICATIONS_READER,
      inject: [PROJECTION_HOST, READ_MODEL_STORE, EVENT_STORE, APP_CONFIG],
      useFactory: (host: ProjectionHost, store: ReadModelStore, events: EventStore, config: AppConfig) =>
        new ReadModelQualificationsReader(
          host,
          (email, options) => bookerQualifications(store, email, options),
          events,
          config.projectionsMode === 'inline',
        ),
    },
  ],
  exports: [QUALIFICATIONS_READER],
})
export class TrainingModule {}
