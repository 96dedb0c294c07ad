import { Global, Module } from '@nestjs/common';
import { getCatalogueLab, type ProjectionHost, type ReadModelStore } from '@centre/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PROJECTION_HOST, READ_MODEL_STORE, ReadModelsModule } from '../read-models/index.js';
import { CatalogueAdminController } from './catalogue-admin.controller.js';
import { CATALOGUE_LAB_READER, CURRENT_CATALOGUE } from '../bookings/index.js';
import { ReadModelCatalogueLabReader } from './catalogue-lab.reader.js';
import { CatalogueController } from './catalogue.controller.js';
import { CatalogueHandler } from './catalogue.handler.js';
import { KeptCurrentCatalogue } from './current-catalogue.reader.js';
import { CatalogueProcessModule } from './catalogue.process.module.js';

const READERS = [
  {
    provide: CATALOGUE_LAB_READER,
    inject: [PROJECTION_HOST, READ_MODEL_STORE, APP_CONFIG],
    useFactory: (host: ProjectionHost, store: ReadModelStore, config: AppConfig) =>
      new ReadModelCatalogueLabReader(host, (lab, options) => getCatalogueLab(store, lab, options), config.projectionsMode === 'inline'),
  },
  {
    provide: CURRENT_CATALOGUE,
    inject: [READ_MODEL_STORE, PROJECTION_HOST, APP_CONFIG],
    useFactory: (store: ReadModelStore, host: ProjectionHost, config: AppConfig) =>
      new KeptCurrentCatalogue(store, host, config.projectionsMode === 'inline'),
  },
];

/**
 * The catalogue (DESIGN section 10): the spec's catalogue as the starting data, admins' changes
 * as events on the `catalogue` stream, the current catalogue read from its read model by
 * GET /api/catalog, the console, and a booking request (through CATALOGUE_LAB_READER, global;
 * lists of facilities through CURRENT_CATALOGUE, kept 2 s),
 * and the process manager that deals with the future bookings of a facility retired.
 */
@Global()
@Module({
  imports: [ReadModelsModule, CatalogueProcessModule],
  controllers: [CatalogueController, CatalogueAdminController],
  providers: [CatalogueHandler, ...READERS],
  exports: [CATALOGUE_LAB_READER, CURRENT_CATALOGUE],
})
export class CatalogueModule {}
