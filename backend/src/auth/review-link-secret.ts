import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode } from './auth.errors.js';

export interface ResolvedSecret {
  secret: string;
  source: 'env' | 'file' | 'generated';
  file?: string;
}

function readSecrets(file: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch (error: unknown) {
    if (errorCode(error) === 'ENOENT') return {};
    throw new Error(`Cannot read ${file}: ${String(error)}`);
  }
}

/**
 * The review-link secret: REVIEW_LINK_SECRET when set; otherwise one generated at first start
 * and kept in `${dataDir}/secrets.json`, so mailed links survive restarts. Several instances
 * need the variable (each would otherwise keep its own file).
 */
export function resolveReviewLinkSecret(envSecret: string | undefined, dataDir: string): ResolvedSecret {
  if (envSecret !== undefined && envSecret !== '') return { secret: envSecret, source: 'env' };
  const file = join(dataDir, 'secrets.json');
  const secrets = readSecrets(file);
  const stored = secrets.reviewLinkSecret;
  if (typeof stored === 'string' && stored.length >= 32) return { secret: stored, source: 'file', file };

  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  // Write beside and rename, so a crash never leaves half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ ...secrets, reviewLinkSecret: secret }, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
  return { secret, source: 'generated', file };
}
