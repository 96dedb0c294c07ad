// The operations slice's public surface.
export { OperationsModule } from './operations.module.js';
// What the catalogue's process manager does with the bookings a retirement catches, as operations do.
export { caughtBookingDeps, type CaughtBookingServices } from './operations.process.module.js';
export type { OperationsProcessDeps } from './operations.process-manager.js';
// How the catalogue's process manager follows the log, as the operations' does.
export { SerialReactions } from './serial-reactions.js';
