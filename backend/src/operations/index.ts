// The operations slice's public surface.
export { OperationsModule } from './operations.module.js';
// What the catalogue's process manager does with the bookings a retirement catches, as operations do.
export { caughtBookingActions, type CaughtBookingServices } from './operations.process.module.js';
export type { OperationsProcessDeps } from './operations.process-manager.js';
