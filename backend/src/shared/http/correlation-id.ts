import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';

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
