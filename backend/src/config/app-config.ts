import path from 'node:path';
import { DEFAULT_FOLD_LIMIT } from '@centre/projections';

/** Everything the backend reads from the environment, read once at start. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  centreTimezone: string;
  publicBaseUrl: string;
  frontendDir: string;
  redisUrl: string | undefined;
  /** Key prefix of the read models in Redis: one per event log. */
  readModelNamespace: string;
  eventStore: 'sqlite' | 'esdb';
  esdbConnectionString: string | undefined;
  smtpUrl: string | undefined;
  /** Days the `.eml` outbox keeps a mail (no SMTP_URL); 0 keeps every one. */
  mailOutboxRetentionDays: number;
  /** `inline` runs the projection engine in this process; `external` leaves it to a worker. */
  projectionsMode: 'inline' | 'external';
  /** Entries a rebuild folds in memory before storing them in bulk (0: batch by batch). */
  rebuildFoldLimit: number;
  /** Threads a rebuild may fold one projection on, in parts; undefined: the host's default (cores, at most 4). */
  rebuildFoldThreads: number | undefined;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** The host's rebuild settings as the configuration gives them. */
export const rebuildOptions = (config: AppConfig): { rebuildFoldLimit: number; rebuildFoldThreads?: number } => ({
  rebuildFoldLimit: config.rebuildFoldLimit,
  ...(config.rebuildFoldThreads !== undefined && { rebuildFoldThreads: config.rebuildFoldThreads }),
});

const defaultFrontendDir = (): string =>
  // backend/dist/config → frontend/build/client (also right from backend/src/config in tests)
  path.resolve(import.meta.dirname, '../../../frontend/build/client');

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const port = Number(env.PORT ?? 5000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const eventStore = env.EVENT_STORE === 'esdb' ? 'esdb' : 'sqlite';
  if (env.PROJECTIONS === 'external' && !env.REDIS_URL) {
    throw new Error('PROJECTIONS=external needs REDIS_URL: the worker and this instance share read models there');
  }
  const rebuildFoldLimit = env.REBUILD_FOLD_LIMIT ? Number(env.REBUILD_FOLD_LIMIT) : DEFAULT_FOLD_LIMIT;
  if (!Number.isSafeInteger(rebuildFoldLimit) || rebuildFoldLimit < 0) {
    throw new Error(`REBUILD_FOLD_LIMIT must be a whole number of entries (0 or more), got "${env.REBUILD_FOLD_LIMIT}"`);
  }
  const rebuildFoldThreads = env.REBUILD_FOLD_THREADS ? Number(env.REBUILD_FOLD_THREADS) : undefined;
  if (rebuildFoldThreads !== undefined && (!Number.isSafeInteger(rebuildFoldThreads) || rebuildFoldThreads < 0)) {
    throw new Error(`REBUILD_FOLD_THREADS must be a whole number of threads (0 or more), got "${env.REBUILD_FOLD_THREADS}"`);
  }
  const mailOutboxRetentionDays = env.MAIL_OUTBOX_RETENTION_DAYS ? Number(env.MAIL_OUTBOX_RETENTION_DAYS) : 30;
  if (!Number.isFinite(mailOutboxRetentionDays) || mailOutboxRetentionDays < 0) {
    throw new Error(`MAIL_OUTBOX_RETENTION_DAYS must be a number of days (0 keeps every mail), got "${env.MAIL_OUTBOX_RETENTION_DAYS}"`);
  }
  if (eventStore === 'esdb' && !env.ESDB_CONNECTION_STRING) {
    throw new Error('EVENT_STORE=esdb needs ESDB_CONNECTION_STRING');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    centreTimezone: env.CENTRE_TIMEZONE ?? 'Asia/Kolkata',
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    frontendDir: path.resolve(env.FRONTEND_DIR ?? defaultFrontendDir()),
    redisUrl: env.REDIS_URL || undefined,
    readModelNamespace: env.READ_MODEL_NAMESPACE || 'centre',
    eventStore,
    esdbConnectionString: env.ESDB_CONNECTION_STRING || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailOutboxRetentionDays,
    projectionsMode: env.PROJECTIONS === 'external' ? 'external' : 'inline',
    rebuildFoldLimit,
    rebuildFoldThreads,
  };
};
