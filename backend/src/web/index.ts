// The web slice's public surface: what the entry points may import.
export { serveFrontend } from './serve-frontend.js';
export { facilityPagesOf } from './facility-pages.js';
