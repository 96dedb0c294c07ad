export * from './lab-operation-events.js';
export * from './lab-operations.js';
export * from './operation-refusals.js';
export * from './operations-api.js';
export * from './lab-limits.js';
export * from './lab-limits-api.js';
export * from './opening-hours-set.js';
export * from './opening-hours-api.js';
