export * from './engine/event-feed.port.js';
