// The live-availability slice's public surface: what the entry points may import.
export { LiveAvailabilityModule } from './live-availability.module.js';
export { RedisIoAdapter } from './redis-io.adapter.js';
