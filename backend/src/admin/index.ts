// The admin slice's public surface: what the entry points may import.
export { AdminModule } from './admin.module.js';
