// The health slice's public surface: what other slices and the entry points may import.
export { HealthModule } from './health.module.js';
export type { ReadinessCheck } from './readiness-check.js';
