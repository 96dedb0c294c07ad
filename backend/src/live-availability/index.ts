// The live-availability slice's public surface: what the entry points may import.
export { LIVE_AVAILABILITY_FAST_ROUTES, LiveAvailabilityModule } from './live-availability.module.js';
export { RedisIoAdapter } from './redis-io.adapter.js';
