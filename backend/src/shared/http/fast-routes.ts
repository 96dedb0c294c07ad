import { parse as parseQuery, type ParsedUrlQuery } from 'node:querystring';
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  RequestListener,
  ServerResponse,
} from 'node:http';
import { Logger, type Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import proxyaddr from 'proxy-addr';
import { sendApiError } from './api-exception.filter.js';
import { sendJson } from './send-json.js';

/** What a fast route gets of its request: the parsed body, the headers, the response's headers. */
export interface FastRequest {
  readonly method: string;
  /** The path as the client sent it, without the query. */
  readonly path: string;
  /** The query string parsed as Express 5's default ('simple') parser does: a repeated name gives an array. */
  readonly query: ParsedUrlQuery;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
  /** The client's address, as Express's `req.ip` gives it with the app's `trust proxy`. */
  readonly ip: string;
  /** For headers of the answer (Retry-After, X-Correlation-Id…); the body is what `handle` returns. */
  readonly response: Pick<ServerResponse, 'setHeader'>;
}

/** An answer whose status is not the route's usual one (a kept answer replayed, say). */
export class FastAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** What answers a fast route: a provider of the application. */
export interface FastHandler {
  /** The body of the answer, or a FastAnswer; a thrown error is answered as the exception filter does. */
  handle(request: FastRequest): unknown;
}

/**
 * A hot public route served by the HTTP server ahead of Express and Nest: no route walk, no
 * guards, interceptors or rxjs, for a request whose handler does what it needs itself with the
 * same services the Nest routes use. Declared in code as plain data (a list anyone can read,
 * as the access suite does); its handler is the provider `app.get(handler)` returns.
 */
export interface FastRoute {
  method: 'GET' | 'POST';
  /** The path as clients spell it; matched as Express does by default (any case, one trailing slash). */
  path: string;
  /** The status of a successful answer. */
  status: number;
  handler: Type<FastHandler>;
  /**
   * True for a route that may append to the log: a stop waits for its handler, also when its
   * client has gone (see InFlightHandlers).
   */
  writes?: boolean;
}

/** A connect-style step (helmet, a body parser), run on Node's own request and response. */
export type NodeMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * What a fast route shares with every other route of the app: the steps run before its
 * handler, in order (the headers every answer carries, the body parsers with their limits),
 * and how many proxies in front are trusted to say who the client is.
 */
export interface HttpEdge {
  steps: readonly NodeMiddleware[];
  trustedProxies: number;
}

export interface HttpListenerOptions {
  /** Keeps a writing route's handler counted until it settles (InFlightHandlers.track). */
  track?: <T>(work: Promise<T>) => Promise<T>;
}

type Trust = (address: string, hop: number) => boolean;

/**
 * A FastRequest over Node's request; the client's address is worked out only when asked for,
 * and then once (a booking asks twice: its address limit, then its held-cells key).
 */
class NodeFastRequest implements FastRequest {
  readonly method: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
  private address: string | undefined;

  constructor(
    private readonly req: IncomingMessage,
    readonly path: string,
    readonly response: ServerResponse,
    private readonly trust: Trust,
  ) {
    this.method = req.method ?? '';
    this.headers = req.headers;
    this.body = (req as IncomingMessage & { body?: unknown }).body;
  }

  get ip(): string {
    this.address ??= proxyaddr(this.req, this.trust);
    return this.address;
  }

  get query(): ParsedUrlQuery {
    const url = this.req.url ?? '';
    const at = url.indexOf('?');
    return parseQuery(at === -1 ? '' : url.slice(at + 1));
  }
}

const keyOf = (method: string | undefined, path: string): string =>
  `${method ?? ''} ${path.length > 1 && path.endsWith('/') ? path.slice(0, -1).toLowerCase() : path.toLowerCase()}`;

/**
 * The backend's request listener: a request for one of `routes` gets the app's headers and
 * body parsers (`edge`), then its handler; every other request goes to the application's
 * Express instance, which is itself a request listener (Nest's documented set-up for serving
 * one app from servers of your own). On this 2-core machine a bare Express 5 JSON route
 * answered about 6k requests a second where Node's own server with the same headers and
 * parsers answered 19k (side by side, 10 connections).
 */
export const httpListener = (
  app: NestExpressApplication,
  edge: HttpEdge,
  routes: readonly FastRoute[],
  options: HttpListenerOptions = {},
): RequestListener => {
  const express = app.getHttpAdapter().getInstance();
  const logger = new Logger('ApiExceptionFilter');
  // Express's own trust for a number of hops ('trust proxy' set to it, or to false for none).
  const trust: Trust = (_address, hop) => hop < edge.trustedProxies;
  const byKey = new Map(
    routes.map((route) => [
      keyOf(route.method, route.path),
      { route, handler: app.get(route.handler) },
    ]),
  );

  const serve = (
    { route, handler }: { route: FastRoute; handler: FastHandler },
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
  ): void => {
    const fail = (error: unknown): void => sendApiError(res, error, logger);
    const answer = (value: unknown): void =>
      value instanceof FastAnswer
        ? sendJson(res, value.status, value.body)
        : sendJson(res, route.status, value);
    const step = (index: number): void => {
      const middleware = edge.steps[index];
      if (middleware) {
        middleware(req, res, (error) => (error ? fail(error) : step(index + 1)));
        return;
      }
      let result: unknown;
      try {
        result = handler.handle(new NodeFastRequest(req, path, res, trust));
      } catch (error: unknown) {
        fail(error);
        return;
      }
      const work = Promise.resolve(result);
      void (route.writes && options.track ? options.track(work) : work).then(answer, fail);
    };
    step(0);
  };

  return (req, res) => {
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    // HEAD is a GET without the body, as Express answers it (Node's response drops the body).
    const found = byKey.get(keyOf(req.method === 'HEAD' ? 'GET' : req.method, path));
    if (found) serve(found, req, res, path);
    else express(req, res);
  };
};
