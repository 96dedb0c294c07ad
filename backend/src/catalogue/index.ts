// The catalogue slice's public surface: what the entry points may import.
export { CatalogueModule } from './catalogue.module.js';
