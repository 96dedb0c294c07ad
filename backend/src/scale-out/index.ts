// The scale-out slice's public surface: what other slices and the entry points may import.
export { ExternalProjectionHost } from './external-projection-host.js';
export { createLeasedProjections, DEFAULT_LEASE_TTL_MS, projectionsLeaseKey } from './leased-projections.js';
export { OccupancyPublisher, subscribeToOccupancy, type OccupancySubscription } from './occupancy-channel.js';
export { WorkerControl, WorkerLink } from './worker-control.js';
