// The catalogue slice's public surface: what the entry points and other slices may import.
export { CatalogueModule } from './catalogue.module.js';
