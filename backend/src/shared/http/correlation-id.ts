import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

const CORRELATION_ID_HEADER = 'x-correlation-id';
const VALID_CORRELATION_ID = /^[\w.:-]{1,128}$/;

/** The caller's `X-Correlation-Id` when it is a sane token, otherwise a fresh one. */
export const correlationIdOf = (request: { headers: IncomingHttpHeaders }): string => {
  const given = request.headers[CORRELATION_ID_HEADER];
  return typeof given === 'string' && VALID_CORRELATION_ID.test(given) ? given : randomUUID();
};

/** The request's correlation id (`correlationIdOf`), echoed on the response. */
export const echoedCorrelationIdOf = (
  request: { headers: IncomingHttpHeaders },
  response: Pick<ServerResponse, 'setHeader'>,
): string => {
  const id = correlationIdOf(request);
  response.setHeader('X-Correlation-Id', id);
  return id;
};

/**
 * The request's correlation id as one route parameter, echoed on the response: the events a
 * command appends carry the id its caller sent (or was told), so one grep of the log or of the
 * logs follows a request from the click to every mail it caused.
 */
export const CorrelationId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const http = context.switchToHttp();
  return echoedCorrelationIdOf(http.getRequest<{ headers: IncomingHttpHeaders }>(), http.getResponse<Pick<ServerResponse, 'setHeader'>>());
});
