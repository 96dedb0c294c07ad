import { createHash } from 'node:crypto';
import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { catchError, from, map, of, throwError, type Observable } from 'rxjs';
import { toHttpError } from '../http/http-errors.js';
import { IdempotencyKeyError } from './idempotency.errors.js';
import { IDEMPOTENCY_STORE, type IdempotencyStore, type StoredResponse } from './idempotency.store.port.js';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotent-Replayed';

const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

/** Reads and checks the header; undefined when the request carries none. */
export const idempotencyKeyOf = (request: Request): string | undefined => {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !VALID_KEY.test(key)) {
    throw new IdempotencyKeyError('IDEMPOTENCY_KEY_INVALID');
  }
  return key;
};

/** JSON with sorted keys, so the same body always hashes the same. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

export const fingerprintOf = (request: Request): string =>
  createHash('sha256').update(`${request.method} ${request.path}\n${canonical(request.body)}`).digest('hex');

/**
 * Idempotency-Key on a command route: the first answer (success or refusal) is kept; a repeat
 * with the same request gets it back and appends nothing; a key reused for another request is
 * refused (422). The command side makes the guarantee hold under races and crashes too: see
 * SqliteIdempotencyStore.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(@Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const key = idempotencyKeyOf(request);
    if (key === undefined) return next.handle();

    const fingerprint = fingerprintOf(request);
    let fresh: StoredResponse | undefined;
    const replay = (stored: StoredResponse): unknown => {
      if (stored.fingerprint !== fingerprint) {
        throw new IdempotencyKeyError('IDEMPOTENCY_KEY_REUSED');
      }
      response.status(stored.status);
      if (stored !== fresh) response.setHeader(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      return stored.body;
    };
    const existing = this.store.get(key);
    if (existing) return from([existing]).pipe(map(replay));
    const keep = (status: number, body: unknown): unknown => {
      fresh = { fingerprint, status, body };
      const first = this.store.putFirst(key, fresh);
      // Another request with the same key answered first: give its answer, not ours.
      return replay(first.status === status && canonical(first.body) === canonical(body) ? fresh : first);
    };

    return next.handle().pipe(
      map((body: unknown) => keep(response.statusCode, body)),
      catchError((error: unknown) => {
        const { status, body } = toHttpError(error);
        // Only refusals are kept: a 5xx may succeed when retried with the same key.
        if (status >= 500 || status === 422) return throwError(() => error);
        return of(keep(status, body));
      }),
    );
  }
}
