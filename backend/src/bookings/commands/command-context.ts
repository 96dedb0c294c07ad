import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { Actor } from '@centre/contracts';
import { echoedCorrelationIdOf } from '../../shared/http/correlation-id.js';
import { idempotencyKeyOf } from '../../shared/idempotency/idempotency.interceptor.js';
import type { CommandContext } from './lab-day.handler.js';

type RequestHeaders = { headers: IncomingHttpHeaders };
type ResponseHeaders = Pick<ServerResponse, 'setHeader'>;

/** Who asks, under which correlation and Idempotency-Key: the envelope of the command's events. */
export const commandContextOf = (request: RequestHeaders, response: ResponseHeaders, actor: Actor): CommandContext => {
  const idempotencyKey = idempotencyKeyOf(request);
  return {
    actor,
    correlationId: echoedCorrelationIdOf(request, response),
    ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
  };
};
