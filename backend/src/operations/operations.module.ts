import { Global, Module } from '@nestjs/common';
import { getLabDayOperations, type ProjectionHost, type ReadModelStore } from '@centre/projections';
import { LAB_DAY_OPERATIONS_READER } from '../bookings/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PROJECTION_HOST, READ_MODEL_STORE, ReadModelsModule } from '../read-models/index.js';
import { LabOperationsController } from './lab-operations.controller.js';
import { LabOperationsHandler } from './lab-operations.handler.js';
import { OperationsProcessModule } from './operations.process.module.js';
import { ReadModelLabDayOperationsReader } from './read-model.lab-day-operations-reader.js';

const READERS = [
  {
    provide: LAB_DAY_OPERATIONS_READER,
    inject: [PROJECTION_HOST, READ_MODEL_STORE, APP_CONFIG],
    useFactory: (host: ProjectionHost, store: ReadModelStore, config: AppConfig) =>
      new ReadModelLabDayOperationsReader(
        host,
        (lab, date, options) => getLabDayOperations(store, lab, date, options),
        config.projectionsMode === 'inline',
      ),
  },
];

/**
 * Lab operations (DESIGN section 10): admins' closures and outages on streams of their own,
 * the booking request's input read from their read model (global, as the bookings slice reads
 * it through LAB_DAY_OPERATIONS_READER), and the process manager that deals with the bookings
 * already inside a new closure or outage.
 */
@Global()
@Module({
  imports: [ReadModelsModule, OperationsProcessModule],
  controllers: [LabOperationsController],
  providers: [LabOperationsHandler, ...READERS],
  exports: [LAB_DAY_OPERATIONS_READER],
})
export class OperationsModule {}
