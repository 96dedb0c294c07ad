// The operations slice's public surface.
export { OperationsModule } from './operations.module.js';
