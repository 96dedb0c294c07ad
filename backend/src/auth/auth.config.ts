import { join } from 'node:path';
import type { AppConfig, AuthSettings } from '../config/app-config.js';
import { DEFAULT_SCRYPT_PARAMS, type ScryptParams } from './password-hash.js';

/** The auth slice's part of the app's configuration, with the password hashing's cost. */
export interface AuthConfig extends AuthSettings {
  scrypt: ScryptParams;
}

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');
/** `() => Date`; replaced in tests to move time. */
export const AUTH_CLOCK = Symbol('AUTH_CLOCK');
export type Clock = () => Date;

/** The auth slice's configuration, from the app's one configuration. */
export const authConfigOf = (config: Pick<AppConfig, 'auth'>): AuthConfig => ({
  ...config.auth,
  scrypt: DEFAULT_SCRYPT_PARAMS,
});

export const authDatabaseFile = (config: Pick<AuthConfig, 'dataDir'>): string =>
  join(config.dataDir, 'auth.sqlite');
