import path from 'node:path';
import {
  CENTRE_NAME,
  DEFAULT_BOOKING_LIMITS,
  DEFAULT_DEADLINE_POLICY,
  type BookingLimits,
  type DeadlinePolicy,
} from '@centre/contracts';
import { DEFAULT_FOLD_LIMIT } from '@centre/projections';

/** Which event log, and where: what opening it needs (see shared/event-store). */
export interface EventLogConfig {
  eventStore: 'sqlite' | 'esdb';
  /** Set whenever EVENT_STORE=esdb; the SQLite → EventStoreDB migration reads it too. */
  esdbConnectionString: string | undefined;
  /** The SQLite log is `${dataDir}/events.sqlite`. */
  dataDir: string;
}

/** What the auth slice (sign-in, sessions, review links, rate limits) is configured with. */
export interface AuthSettings {
  /** The same folder as the app's: the users' database is `${dataDir}/auth.sqlite`. */
  dataDir: string;
  /** Unset: a generated secret is kept in `${dataDir}/secrets.json`. */
  reviewLinkSecret: string | undefined;
  reviewLinkTtlHours: number;
  /** The same as the app's: review links in mails point here. */
  publicBaseUrl: string;
  /** Explicitly Secure cookies; without it, Secure is set when the request came over https. */
  cookieSecure: boolean;
  sessionTtlHours: number;
  loginAttemptsPerMinute: number;
  /** Failed sign-ins in a row an account takes before each further one makes it wait longer. */
  loginFailuresBeforeBackoff: number;
  /** Public form submissions (bookings, appointments, contact, applications) per client address per minute. */
  publicWritesPerMinute: number;
  /** Startup applications accepted per client address per hour (APPLICATIONS_PER_HOUR, 5). */
  applicationsPerHour?: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Rate limits are counted in Redis when it is configured (`REDIS_URL`), under the read models' namespace. */
  redis?: { url: string; keyPrefix: string };
}

/** Ten a second from one address: no person filling in forms comes near it; a flood does. */
export const DEFAULT_PUBLIC_WRITES_PER_MINUTE = 600;

/** How startup applications are reviewed and how much of the disk their decks may take. */
export interface ApplicationSettings {
  /** Reviews that make a quorum on a panel at least that large (APPLICATION_QUORUM, 12). */
  quorum: number;
  /** Experts see no founder names (APPLICATION_BLIND_REVIEW=true). */
  blindReview: boolean;
  /** Bytes all kept pitch decks may take together (UPLOAD_BUDGET_MB, 2048 MiB). */
  uploadBudgetBytes: number;
  /** Days a decided application's deck is kept (DECK_RETENTION_DAYS, 180; 0 keeps every one). */
  deckRetentionDays: number;
  /** Hour (0–23, centre's zone) of the staff's daily inbox digest (INBOX_DIGEST_HOUR, 8; "off": none). */
  digestHour: number | null;
}

/** Everything the backend reads from the environment, read once at start (`loadConfig`). */
export interface AppConfig extends EventLogConfig {
  port: number;
  host: string;
  centreTimezone: string;
  /** How long a booker has to confirm, and how long before its first slot the lab must decide. */
  bookingDeadlines: DeadlinePolicy;
  /**
   * The reviewers' digest of pending requests, at this time of the centre's day
   * (REVIEWER_DIGEST_AT, 08:00), and their reminder this many minutes before a pending request
   * would expire (REVIEWER_REMINDER_MINUTES, 240; 0 sends none).
   */
  reviewerNotices: { digestAt: { hour: number; minute: number }; reminderLeadMinutes: number };
  publicBaseUrl: string;
  frontendDir: string;
  /** Proxies in front whose X-Forwarded-For is believed (TRUST_PROXY); 0 believes none. */
  trustedProxies: number;
  redisUrl: string | undefined;
  /** Key prefix of the read models in Redis: one per event log. */
  readModelNamespace: string;
  smtpUrl: string | undefined;
  /** The mails' sender (MAIL_FROM). */
  mailFrom: string;
  /** Days the outbox (no SMTP_URL) keeps a day's mbox file after its last mail; 0 keeps every one. */
  mailOutboxRetentionDays: number;
  /** `inline` runs the projection engine in this process; `external` leaves it to a worker. */
  projectionsMode: 'inline' | 'external';
  /** Entries a rebuild folds in memory before storing them in bulk (0: batch by batch). */
  rebuildFoldLimit: number;
  /** Threads a rebuild may fold one projection on, in parts; undefined: the host's default (cores, at most 4). */
  rebuildFoldThreads: number | undefined;
  /** The projections worker's health and metrics port (PROJECTIONS_PORT). */
  projectionsPort: number;
  /** How long the projections worker's lease lasts unrenewed; undefined: the worker's default. */
  projectionsLeaseTtlMs: number | undefined;
  /** How long a client may take to send a whole request, and its headers (see httpTimeouts). */
  http: HttpTimeouts;
  auth: AuthSettings;
  /** socket.io: open connections per client address (per instance), subscribes per address per minute. */
  liveAvailability: { connectionsPerAddress: number; subscribesPerMinute: number };
  /** What one booking, one booker email and one client address may hold (BOOKING_* variables). */
  bookingLimits: BookingLimits;
  applications: ApplicationSettings;
}

export interface HttpTimeouts {
  /** REQUEST_TIMEOUT_SECONDS, default 60: a slow upload no longer holds a connection for Node's 5 minutes. */
  requestTimeoutMs: number;
  /** HEADERS_TIMEOUT_SECONDS, default 20: a client that trickles its headers is cut off early. */
  headersTimeoutMs: number;
}

/** The HTTP server's limits from the environment; headers cannot be given longer than the whole request. */
export const httpTimeoutsOf = (env: NodeJS.ProcessEnv): HttpTimeouts => {
  const requestTimeoutMs = positiveNumber('REQUEST_TIMEOUT_SECONDS', env.REQUEST_TIMEOUT_SECONDS, 60) * 1000;
  const headersTimeoutMs = positiveNumber('HEADERS_TIMEOUT_SECONDS', env.HEADERS_TIMEOUT_SECONDS, 20) * 1000;
  if (headersTimeoutMs > requestTimeoutMs)
    throw new Error(
      `HEADERS_TIMEOUT_SECONDS (${headersTimeoutMs / 1000}) must not exceed REQUEST_TIMEOUT_SECONDS (${requestTimeoutMs / 1000}).`,
    );
  return { requestTimeoutMs, headersTimeoutMs };
};

export const APP_CONFIG = Symbol('APP_CONFIG');

/** The host's rebuild settings as the configuration gives them. */
export const rebuildOptions = (
  config: AppConfig,
): { rebuildFoldLimit: number; rebuildFoldThreads?: number } => ({
  rebuildFoldLimit: config.rebuildFoldLimit,
  ...(config.rebuildFoldThreads !== undefined && { rebuildFoldThreads: config.rebuildFoldThreads }),
});

const defaultFrontendDir = (): string =>
  // backend/dist/config → frontend/build/client (also right from backend/src/config in tests)
  path.resolve(import.meta.dirname, '../../../frontend/build/client');

/** A variable's value, or undefined when it is unset or blank. */
const nonEmpty = (raw: string | undefined): string | undefined =>
  raw === undefined || raw.trim() === '' ? undefined : raw;

const positiveNumber = (name: string, raw: string | undefined, fallback: number): number => {
  const set = nonEmpty(raw);
  if (set === undefined) return fallback;
  const value = Number(set);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}".`);
  return value;
};

const positiveOrZero = (name: string, raw: string | undefined, fallback: number): number => {
  const set = nonEmpty(raw);
  if (set === undefined) return fallback;
  const value = Number(set);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of minutes (0 or more), got "${raw}".`);
  return value;
};

/** 'HH:MM' on a 24-hour clock ('08:00', '7:30'). */
const timeOfDay = (name: string, raw: string | undefined, fallback: { hour: number; minute: number }) => {
  const set = nonEmpty(raw);
  if (set === undefined) return fallback;
  const match = /^(\d{1,2}):(\d{2})$/.exec(set);
  const hour = Number(match?.[1]);
  const minute = Number(match?.[2]);
  if (!match || hour > 23 || minute > 59) throw new Error(`${name} must be a time of day as HH:MM (24-hour clock), got "${raw}".`);
  return { hour, minute };
};

const portNumber = (name: string, raw: string | undefined, fallback: number): number => {
  const set = nonEmpty(raw);
  const port = set === undefined ? fallback : Number(set);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
};

const wholeNumber = (name: string, raw: string | undefined, fallback: number, min: number): number => {
  const set = nonEmpty(raw);
  if (set === undefined) return fallback;
  const value = Number(set);
  if (!Number.isSafeInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}".`);
  return value;
};

const digestHourOf = (raw: string | undefined): number | null => {
  if (raw?.trim() === 'off') return null;
  const hour = wholeNumber('INBOX_DIGEST_HOUR', raw, 8, 0);
  if (hour > 23) throw new Error(`INBOX_DIGEST_HOUR must be an hour from 0 to 23, or "off", got "${raw}".`);
  return hour;
};

/** The booking limits as the environment sets them, each defaulting to contracts' safe value. */
export const bookingLimitsOf = (env: NodeJS.ProcessEnv): BookingLimits => ({
  horizonDays: wholeNumber('BOOKING_HORIZON_DAYS', env.BOOKING_HORIZON_DAYS, DEFAULT_BOOKING_LIMITS.horizonDays, 0),
  maxFacilitiesPerBooking: wholeNumber(
    'BOOKING_MAX_FACILITIES',
    env.BOOKING_MAX_FACILITIES,
    DEFAULT_BOOKING_LIMITS.maxFacilitiesPerBooking,
    1,
  ),
  maxHeldCellsPerEmail: wholeNumber(
    'BOOKING_MAX_HELD_CELLS_PER_EMAIL',
    env.BOOKING_MAX_HELD_CELLS_PER_EMAIL,
    DEFAULT_BOOKING_LIMITS.maxHeldCellsPerEmail,
    1,
  ),
  maxHeldCellsPerAddress: wholeNumber(
    'BOOKING_MAX_HELD_CELLS_PER_ADDRESS',
    env.BOOKING_MAX_HELD_CELLS_PER_ADDRESS,
    DEFAULT_BOOKING_LIMITS.maxHeldCellsPerAddress,
    1,
  ),
});

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const port = portNumber('PORT', env.PORT, 5000);
  const eventStore = nonEmpty(env.EVENT_STORE)?.trim() ?? 'sqlite';
  if (eventStore !== 'sqlite' && eventStore !== 'esdb') {
    throw new Error(`EVENT_STORE must be "sqlite" or "esdb", not "${eventStore}"`);
  }
  const esdbConnectionString = nonEmpty(env.ESDB_CONNECTION_STRING)?.trim();
  if (eventStore === 'esdb' && !esdbConnectionString) {
    throw new Error('EVENT_STORE=esdb needs ESDB_CONNECTION_STRING');
  }
  const redisUrl = nonEmpty(env.REDIS_URL)?.trim();
  if (env.PROJECTIONS === 'external' && !redisUrl) {
    throw new Error(
      'PROJECTIONS=external needs REDIS_URL: the worker and this instance share read models there',
    );
  }
  const rebuildFoldLimit = env.REBUILD_FOLD_LIMIT
    ? Number(env.REBUILD_FOLD_LIMIT)
    : DEFAULT_FOLD_LIMIT;
  if (!Number.isSafeInteger(rebuildFoldLimit) || rebuildFoldLimit < 0) {
    throw new Error(
      `REBUILD_FOLD_LIMIT must be a whole number of entries (0 or more), got "${env.REBUILD_FOLD_LIMIT}"`,
    );
  }
  const rebuildFoldThreads = env.REBUILD_FOLD_THREADS
    ? Number(env.REBUILD_FOLD_THREADS)
    : undefined;
  if (
    rebuildFoldThreads !== undefined &&
    (!Number.isSafeInteger(rebuildFoldThreads) || rebuildFoldThreads < 0)
  ) {
    throw new Error(
      `REBUILD_FOLD_THREADS must be a whole number of threads (0 or more), got "${env.REBUILD_FOLD_THREADS}"`,
    );
  }
  const mailOutboxRetentionDays = env.MAIL_OUTBOX_RETENTION_DAYS
    ? Number(env.MAIL_OUTBOX_RETENTION_DAYS)
    : 30;
  if (!Number.isFinite(mailOutboxRetentionDays) || mailOutboxRetentionDays < 0) {
    throw new Error(
      `MAIL_OUTBOX_RETENTION_DAYS must be a number of days (0 keeps every mail), got "${env.MAIL_OUTBOX_RETENTION_DAYS}"`,
    );
  }
  const hops = Number(env.TRUST_PROXY ?? 0);
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? 'data');
  const publicBaseUrl = (nonEmpty(env.PUBLIC_BASE_URL) ?? `http://localhost:${port}`).replace(
    /\/+$/,
    '',
  );
  const readModelNamespace = nonEmpty(env.READ_MODEL_NAMESPACE) ?? 'centre';
  const leaseTtl = nonEmpty(env.PROJECTIONS_LEASE_TTL_MS);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    centreTimezone: nonEmpty(env.CENTRE_TIMEZONE) ?? 'Asia/Kolkata',
    bookingDeadlines: {
      // 0 turns the booker's confirmation off: requests go to the lab at once.
      confirmationWindowMinutes:
        positiveOrZero('BOOKING_CONFIRMATION_MINUTES', env.BOOKING_CONFIRMATION_MINUTES, DEFAULT_DEADLINE_POLICY.confirmationWindowMinutes ?? 0) || null,
      decisionLeadMinutes: positiveOrZero('BOOKING_DECISION_LEAD_MINUTES', env.BOOKING_DECISION_LEAD_MINUTES, DEFAULT_DEADLINE_POLICY.decisionLeadMinutes),
    },
    reviewerNotices: {
      digestAt: timeOfDay('REVIEWER_DIGEST_AT', env.REVIEWER_DIGEST_AT, { hour: 8, minute: 0 }),
      reminderLeadMinutes: positiveOrZero('REVIEWER_REMINDER_MINUTES', env.REVIEWER_REMINDER_MINUTES, 240),
    },
    publicBaseUrl,
    frontendDir: path.resolve(nonEmpty(env.FRONTEND_DIR) ?? defaultFrontendDir()),
    trustedProxies: Number.isInteger(hops) && hops > 0 ? hops : 0,
    redisUrl,
    readModelNamespace,
    eventStore,
    esdbConnectionString,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? `"${CENTRE_NAME}" <bookings@centre-portal.local>`,
    mailOutboxRetentionDays,
    projectionsMode: env.PROJECTIONS === 'external' ? 'external' : 'inline',
    rebuildFoldLimit,
    rebuildFoldThreads,
    projectionsPort: portNumber('PROJECTIONS_PORT', env.PROJECTIONS_PORT, 5001),
    projectionsLeaseTtlMs:
      leaseTtl === undefined ? undefined : positiveNumber('PROJECTIONS_LEASE_TTL_MS', leaseTtl, 0),
    http: httpTimeoutsOf(env),
    applications: {
      quorum: Math.round(positiveNumber('APPLICATION_QUORUM', env.APPLICATION_QUORUM, 12)),
      blindReview: env.APPLICATION_BLIND_REVIEW === 'true',
      uploadBudgetBytes: positiveNumber('UPLOAD_BUDGET_MB', env.UPLOAD_BUDGET_MB, 2048) * 1024 * 1024,
      deckRetentionDays: env.DECK_RETENTION_DAYS === '0' ? 0 : positiveNumber('DECK_RETENTION_DAYS', env.DECK_RETENTION_DAYS, 180),
      digestHour: digestHourOf(env.INBOX_DIGEST_HOUR),
    },
    auth: {
      dataDir,
      reviewLinkSecret: nonEmpty(env.REVIEW_LINK_SECRET),
      reviewLinkTtlHours: positiveNumber(
        'REVIEW_LINK_TTL_HOURS',
        env.REVIEW_LINK_TTL_HOURS,
        72,
      ),
      publicBaseUrl,
      cookieSecure: env.COOKIE_SECURE === 'true',
      sessionTtlHours: positiveNumber('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 12),
      loginAttemptsPerMinute: positiveNumber(
        'LOGIN_ATTEMPTS_PER_MINUTE',
        env.LOGIN_ATTEMPTS_PER_MINUTE,
        10,
      ),
      loginFailuresBeforeBackoff: wholeNumber('LOGIN_FAILURES_BEFORE_BACKOFF', env.LOGIN_FAILURES_BEFORE_BACKOFF, 5, 1),
      publicWritesPerMinute: positiveNumber(
        'PUBLIC_WRITES_PER_MINUTE',
        env.PUBLIC_WRITES_PER_MINUTE,
        DEFAULT_PUBLIC_WRITES_PER_MINUTE,
      ),
      applicationsPerHour: positiveNumber('APPLICATIONS_PER_HOUR', env.APPLICATIONS_PER_HOUR, 5),
      adminEmail: nonEmpty(env.ADMIN_EMAIL),
      adminPassword: nonEmpty(env.ADMIN_PASSWORD),
      ...(redisUrl !== undefined && { redis: { url: redisUrl, keyPrefix: readModelNamespace } }),
    },
    bookingLimits: bookingLimitsOf(env),
    liveAvailability: {
      // A campus shares one address: hundreds of students may have the booking form open.
      connectionsPerAddress: wholeNumber('SOCKET_CONNECTIONS_PER_ADDRESS', env.SOCKET_CONNECTIONS_PER_ADDRESS, 500, 1),
      // Each subscribe is a read of the store: a person changing lab or date comes nowhere near.
      subscribesPerMinute: wholeNumber('SOCKET_SUBSCRIBES_PER_MINUTE', env.SOCKET_SUBSCRIBES_PER_MINUTE, 600, 1),
    },
  };
};
