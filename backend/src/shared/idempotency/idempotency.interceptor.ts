import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { from, lastValueFrom, map, type Observable } from 'rxjs';
import { canonical, IdempotentAnswers } from './idempotent-answers.js';
import { IdempotencyKeyError } from './idempotency.errors.js';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotent-Replayed';

const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

/** Reads and checks the header; undefined when the request carries none. */
export const idempotencyKeyOf = (request: { headers: IncomingHttpHeaders }): string | undefined => {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !VALID_KEY.test(key)) {
    throw new IdempotencyKeyError('IDEMPOTENCY_KEY_INVALID');
  }
  return key;
};

/** What makes two requests the same request: method, path (no query) and body. */
export const fingerprintOf = (method: string, path: string, body: unknown): string =>
  createHash('sha256').update(`${method} ${path}\n${canonical(body)}`).digest('hex');

/** IdempotentAnswers on a Nest route: a repeat gets the first answer back, with Idempotent-Replayed. */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly answers: IdempotentAnswers) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const key = idempotencyKeyOf(request);
    if (key === undefined) return next.handle();
    const answering = this.answers.answer(key, fingerprintOf(request.method, request.path, request.body), async () => {
      const body: unknown = await lastValueFrom(next.handle());
      return { status: response.statusCode, body };
    });
    return from(answering).pipe(
      map(({ status, body, replayed }) => {
        response.status(status);
        if (replayed) response.setHeader(IDEMPOTENCY_REPLAYED_HEADER, 'true');
        return body;
      }),
    );
  }
}
