// The read-models slice's public surface: what other slices and the entry points may import.
export { ReadModelsModule } from './read-models.module.js';
export { PROJECTION_HOST, READ_MODEL_STORE, READ_YOUR_WRITES_MS } from './projection-host.provider.js';
export { PROJECTIONS_READINESS } from './projections-readiness.check.js';
export { CaughtUp } from './caught-up.js';
export { readCurrentCatalogue } from './current-catalogue.js';
