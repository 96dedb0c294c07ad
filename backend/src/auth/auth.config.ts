import { join, resolve } from 'node:path';
import { DEFAULT_SCRYPT_PARAMS, type ScryptParams } from './password-hash.js';

/** Everything the auth slice reads from the environment, read once at start. */
export interface AuthConfig {
  dataDir: string;
  /** Unset: a generated secret is kept in `${dataDir}/secrets.json`. */
  reviewLinkSecret: string | undefined;
  reviewLinkTtlHours: number;
  publicBaseUrl: string;
  /** Explicitly Secure cookies; without it, Secure is set when the request came over https. */
  cookieSecure: boolean;
  sessionTtlHours: number;
  loginAttemptsPerMinute: number;
  /** Public form submissions (bookings, appointments, contact, applications) per client address per minute; unset: 600. */
  publicWritesPerMinute?: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  scrypt: ScryptParams;
  /** Rate limits are counted in Redis when it is configured (`REDIS_URL`), under the read models' namespace. */
  redis?: { url: string; keyPrefix: string };
}

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
/** Ten a second from one address: no person filling in forms comes near it; a flood does. */
export const DEFAULT_PUBLIC_WRITES_PER_MINUTE = 600;
/** `() => Date`; replaced in tests to move time. */
export const AUTH_CLOCK = Symbol('AUTH_CLOCK');
export type Clock = () => Date;


function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}".`);
  return value;
}

function nonEmpty(raw: string | undefined): string | undefined {
  return raw === undefined || raw.trim() === '' ? undefined : raw;
}

export function authConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  return {
    dataDir: resolve(nonEmpty(env.DATA_DIR) ?? 'data'),
    reviewLinkSecret: nonEmpty(env.REVIEW_LINK_SECRET),
    reviewLinkTtlHours: positiveNumber('REVIEW_LINK_TTL_HOURS', env.REVIEW_LINK_TTL_HOURS, 14 * 24),
    publicBaseUrl: (nonEmpty(env.PUBLIC_BASE_URL) ?? `http://localhost:${nonEmpty(env.PORT) ?? 5000}`).replace(/\/+$/, ''),
    cookieSecure: env.COOKIE_SECURE === 'true',
    sessionTtlHours: positiveNumber('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 12),
    loginAttemptsPerMinute: positiveNumber('LOGIN_ATTEMPTS_PER_MINUTE', env.LOGIN_ATTEMPTS_PER_MINUTE, 10),
    publicWritesPerMinute: positiveNumber('PUBLIC_WRITES_PER_MINUTE', env.PUBLIC_WRITES_PER_MINUTE, DEFAULT_PUBLIC_WRITES_PER_MINUTE),
    adminEmail: nonEmpty(env.ADMIN_EMAIL),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    scrypt: DEFAULT_SCRYPT_PARAMS,
    ...(nonEmpty(env.REDIS_URL) !== undefined && {
      redis: { url: env.REDIS_URL!.trim(), keyPrefix: nonEmpty(env.READ_MODEL_NAMESPACE) ?? 'centre' },
    }),
  };
}

export const authDatabaseFile = (config: Pick<AuthConfig, 'dataDir'>): string => join(config.dataDir, 'auth.sqlite');
