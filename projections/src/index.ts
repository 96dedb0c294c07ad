export * from './engine/event-feed.port.js';
export * from './engine/projection.js';
export * from './engine/projection-host.js';
export * from './store/read-model-store.port.js';
export * from './store/memory.read-model-store.js';
export * from './store/redis.read-model-store.js';
