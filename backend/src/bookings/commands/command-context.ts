import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Actor } from '@centre/contracts';
import { idempotencyKeyOf } from '../../shared/idempotency/idempotency.interceptor.js';
import type { CommandContext } from './lab-day.handler.js';

export const CORRELATION_ID_HEADER = 'x-correlation-id';
const VALID_CORRELATION_ID = /^[\w.:-]{1,128}$/;

/** The request's correlation id (a new one when absent or unusable), echoed on the response. */
export const correlationIdOf = (request: Request, response: Response): string => {
  const given = request.headers[CORRELATION_ID_HEADER];
  const id = typeof given === 'string' && VALID_CORRELATION_ID.test(given) ? given : randomUUID();
  response.setHeader('X-Correlation-Id', id);
  return id;
};

export const commandContextOf = (request: Request, response: Response, actor: Actor): CommandContext => {
  const idempotencyKey = idempotencyKeyOf(request);
  return {
    actor,
    correlationId: correlationIdOf(request, response),
    ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
  };
};
