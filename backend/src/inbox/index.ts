// The inbox slice's public surface: what the entry points may import.
export { InboxModule } from './inbox.module.js';
