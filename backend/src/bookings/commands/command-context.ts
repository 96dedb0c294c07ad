import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { Actor } from '@centre/contracts';
import { idempotencyKeyOf } from '../../shared/idempotency/idempotency.interceptor.js';
import type { CommandContext } from './lab-day.handler.js';

export const CORRELATION_ID_HEADER = 'x-correlation-id';
const VALID_CORRELATION_ID = /^[\w.:-]{1,128}$/;

type RequestHeaders = { headers: IncomingHttpHeaders };
type ResponseHeaders = Pick<ServerResponse, 'setHeader'>;

/** The request's correlation id (a new one when absent or unusable), echoed on the response. */
export const correlationIdOf = (request: RequestHeaders, response: ResponseHeaders): string => {
  const given = request.headers[CORRELATION_ID_HEADER];
  const id = typeof given === 'string' && VALID_CORRELATION_ID.test(given) ? given : randomUUID();
  response.setHeader('X-Correlation-Id', id);
  return id;
};

/** Who asks, under which correlation and Idempotency-Key: the envelope of the command's events. */
export const commandContextOf = (request: RequestHeaders, response: ResponseHeaders, actor: Actor): CommandContext => {
  const idempotencyKey = idempotencyKeyOf(request);
  return {
    actor,
    correlationId: correlationIdOf(request, response),
    ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
  };
};
