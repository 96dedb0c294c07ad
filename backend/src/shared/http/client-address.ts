import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/**
 * The client's address: Express's `req.ip` (behind a proxy it needs the app's `trust proxy`),
 * else the socket's, else 'unknown' (a socket already closed). What a rate limit counts and a
 * request's events record as where it came from.
 */
export const clientAddressOf = (request: Pick<Request, 'ip' | 'socket'>): string =>
  request.ip ?? request.socket.remoteAddress ?? 'unknown';

/** The client's address (`clientAddressOf`) as one route parameter. */
export const ClientAddress = createParamDecorator((_data: unknown, context: ExecutionContext): string =>
  clientAddressOf(context.switchToHttp().getRequest<Request>()),
);
