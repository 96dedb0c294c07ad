import { Inject, Injectable } from '@nestjs/common';
import { messageText } from '@centre/contracts';
import { ApiError, toHttpError } from '../http/http-errors.js';
import { IdempotencyKeyError } from './idempotency.errors.js';
import { IDEMPOTENCY_STORE, type IdempotencyStore, type StoredResponse } from './idempotency.store.port.js';

/** An HTTP answer: its status and its body. */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * How deep `canonical` goes before it refuses. No body of this product nests past five levels;
 * a 64 kB body of brackets nests 32,000, which would overflow the stack (a 500) if followed.
 */
export const MAX_JSON_DEPTH = 32;

/** JSON with sorted keys, so the same body always hashes the same; too deep a body is a 400. */
export const canonical = (value: unknown, depth = 0): string => {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  if (depth >= MAX_JSON_DEPTH) throw new ApiError('BAD_REQUEST', 400, messageText('http.tooDeep'), 'http.tooDeep');
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item, depth + 1)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v, depth + 1)}`).join(',')}}`;
};

/**
 * Idempotency-Key on a command route: the first answer (success or refusal) is kept; a repeat
 * with the same request gets it back and appends nothing; a key reused for another request is
 * refused (IDEMPOTENCY_KEY_REUSED). The command side makes the guarantee hold under races and
 * crashes too: see SqliteIdempotencyStore. The Nest routes use it through
 * IdempotencyInterceptor, the fast ones (see fast-routes.ts) directly.
 */
@Injectable()
export class IdempotentAnswers {
  constructor(@Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore) {}

  /**
   * The answer to a request carrying `key` with this `fingerprint` (method, path, body): the
   * kept one, or `run`'s, kept for the next repeat. A failure `run` throws is kept too when it
   * is a refusal (4xx) other than a misused key; anything else is thrown, so a retry with the
   * same key may succeed. `replayed` says whether the answer was kept from an earlier request.
   */
  async answer(key: string, fingerprint: string, run: () => Promise<Answer>): Promise<Answer & { replayed: boolean }> {
    const existing = this.store.get(key);
    if (existing) return this.replay(existing, fingerprint, undefined);
    let fresh: Answer;
    try {
      fresh = await run();
    } catch (error: unknown) {
      const { status, body } = toHttpError(error);
      if (status >= 500 || status === 422) throw error;
      fresh = { status, body };
    }
    const kept: StoredResponse = { fingerprint, ...fresh };
    const first = this.store.putFirst(key, kept);
    // Another request with the same key answered first: give its answer, not ours.
    const ours = first.status === fresh.status && canonical(first.body) === canonical(fresh.body);
    return this.replay(ours ? kept : first, fingerprint, ours ? kept : undefined);
  }

  private replay(stored: StoredResponse, fingerprint: string, fresh: StoredResponse | undefined): Answer & { replayed: boolean } {
    if (stored.fingerprint !== fingerprint) throw new IdempotencyKeyError('IDEMPOTENCY_KEY_REUSED');
    return { status: stored.status, body: stored.body, replayed: stored !== fresh };
  }
}
