// The SQLite → EventStoreDB migration's public surface: what its entry point may import.
export { migrateLog, type MigrationReport, type MigrationTarget } from './log-migration.js';
export { SqliteLogReader } from './sqlite-log.reader.js';
