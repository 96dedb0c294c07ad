import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { json, urlencoded, type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../../config/app-config.js';
import { ApiExceptionFilter, sendApiError } from './api-exception.filter.js';
import type { HttpEdge } from './fast-routes.js';
import { requestGate } from './request-gate.js';

/** No request body of this product comes near it; uploads use their own multipart limits. */
export const JSON_BODY_LIMIT = '64kb';

/**
 * Everything an HTTP app of the backend needs before it listens: main.ts and every HTTP test
 * call it, so tests meet the same parsers, limits, headers and error shapes. Returns what the
 * fast routes (see fast-routes.ts) share with every other route: the headers, the parsers and
 * the proxies trusted to name the client.
 */
export const configureApp = (
  app: NestExpressApplication,
  config: Pick<AppConfig, 'trustedProxies'> & Partial<Pick<AppConfig, 'publicBaseUrl'>>,
): HttpEdge => {
  // X-Forwarded-* is trusted only when the deployment says how many proxies stand in front
  // (TRUST_PROXY=1 behind one nginx); otherwise a client could pick its own address and slip
  // past the per-IP limits.
  const { trustedProxies } = config;
  app.set('trust proxy', trustedProxies > 0 ? trustedProxies : false);
  app.disable('x-powered-by');
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and the prerendered pages set style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // socket.io to the same origin (ws:/wss: of self).
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  app.use(securityHeaders);
  // Before any body is read: a cross-site or non-JSON write is refused unread.
  const gate = requestGate(config.publicBaseUrl);
  app.use(gate);
  // Registered before init, these replace Nest's default parsers (and their 100 kB limit).
  const parsers = {
    json: { limit: JSON_BODY_LIMIT },
    urlencoded: { limit: JSON_BODY_LIMIT, extended: true },
  };
  app.useBodyParser('json', parsers.json);
  app.useBodyParser('urlencoded', parsers.urlencoded);
  // Parser failures (malformed JSON, too large) happen before Nest routes; answer them here as
  // the filter does.
  const logger = new Logger('ApiExceptionFilter');
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    sendApiError(res, error, logger);
  });
  app.useGlobalFilters(new ApiExceptionFilter());
  return {
    steps: [securityHeaders, gate, json(parsers.json), urlencoded(parsers.urlencoded)],
    trustedProxies,
  };
};
