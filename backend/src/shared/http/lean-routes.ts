import { Logger, RequestMethod, SetMetadata, type Type } from '@nestjs/common';
import {
  GUARDS_METADATA,
  HTTP_CODE_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  PIPES_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { sendApiError } from './api-exception.filter.js';
import { sendJson } from './send-json.js';

const LEAN_ROUTE = 'centre:lean-route';

/**
 * Marks a hot, public JSON route whose handler takes nothing but the request body: it is
 * served straight from Node's request event, ahead of Express and Nest (`mountLeanRoutes`),
 * skipping Express's request setup, the route walk and the global interceptors (nothing to
 * resolve: no actor, no write to wait for on shutdown). The controller stays the one
 * definition of the route; errors leave in the same shape. A route
 * with guards, interceptors, pipes or other parameters is refused when it is mounted.
 * App-wide guards and pipes (APP_GUARD, useGlobalPipes) and @Header()/@Redirect() would be
 * skipped too: the product has none on these routes, and a route that needs them is not lean.
 */
export const LeanRoute = (): MethodDecorator => SetMetadata(LEAN_ROUTE, true);

interface LeanHandler {
  method: 'GET' | 'POST';
  path: string;
  status: number;
  run: (body: unknown) => unknown;
}

const join = (...parts: string[]): string => `/${parts.join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

const describe = (controller: Type, key: string): string => `${controller.name}.${key}`;

const leanHandlersOf = (controller: Type, instance: Record<string, unknown>): LeanHandler[] => {
  const handlers: LeanHandler[] = [];
  const prototype = controller.prototype as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(prototype)) {
    const handler = prototype[key];
    if (typeof handler !== 'function' || Reflect.getMetadata(LEAN_ROUTE, handler) !== true) continue;
    const name = describe(controller, key);
    for (const [what, metadata] of [
      ['guards', GUARDS_METADATA],
      ['interceptors', INTERCEPTORS_METADATA],
      ['pipes', PIPES_METADATA],
    ] as const) {
      const on = [...((Reflect.getMetadata(metadata, controller) as unknown[]) ?? []), ...((Reflect.getMetadata(metadata, handler) as unknown[]) ?? [])];
      if (on.length > 0) throw new Error(`${name}: a lean route cannot have ${what}`);
    }
    const params = Object.keys((Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, key) ?? {}) as object);
    const bodyOnly = params.length === 0 || (params.length === 1 && params[0] === `${RouteParamtypes.BODY}:0`);
    if (!bodyOnly) throw new Error(`${name}: a lean route takes the whole body (@Body()) and nothing else`);
    const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
    if (method !== 'GET' && method !== 'POST') throw new Error(`${name}: a lean route is a GET or a POST`);
    const base = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[]].flat();
    const sub = [Reflect.getMetadata(PATH_METADATA, handler) as string | string[]].flat();
    if (base.length !== 1 || sub.length !== 1) throw new Error(`${name}: a lean route has one path`);
    const status = (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === 'POST' ? 201 : 200);
    const bound = (handler as (body: unknown) => unknown).bind(instance);
    handlers.push({ method, path: join(base[0]!, sub[0]!), status, run: bound });
  }
  return handlers;
};

/** A connect-style step (helmet, a body parser), run on Node's own request and response. */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * What a lean route shares with every other route of the app, run in this order before its
 * handler: the headers every answer carries (helmet) and the app's body parsers, with their limits.
 */
export type LeanEdge = readonly NodeMiddleware[];

const serve = (route: LeanHandler, edge: LeanEdge, logger: Logger, req: IncomingMessage, res: ServerResponse): void => {
  const fail = (error: unknown): void => sendApiError(res, error, logger);
  const step = (index: number): void => {
    const middleware = edge[index];
    if (middleware) {
      middleware(req, res, (error) => (error ? fail(error) : step(index + 1)));
      return;
    }
    let answer: unknown;
    try {
      answer = route.run((req as IncomingMessage & { body?: unknown }).body);
    } catch (error: unknown) {
      fail(error);
      return;
    }
    void Promise.resolve(answer).then((value) => sendJson(res, route.status, value), fail);
  };
  step(0);
};

/**
 * Mounts every `@LeanRoute()` of the application's controllers on the HTTP server itself, ahead
 * of Express: on this 2-core machine a bare Express 5 JSON route answers about 6k requests a
 * second where Node's own server with the same headers and parsers answers 19k (side by side,
 * 10 connections). A request for exactly such a method and path (a query string aside) gets
 * the app's headers and body parsers (`edge`), then the handler. Every other request, and any
 * other spelling of a lean path, goes on to Express and Nest, where the same controller still
 * answers it through the whole pipeline. Call it before the app listens, so that socket.io and
 * the request counting of a graceful stop wrap it. Returns the routes mounted, as 'POST /api/…'.
 */
export const mountLeanRoutes = (app: NestExpressApplication, edge: LeanEdge): string[] => {
  const logger = new Logger('ApiExceptionFilter');
  const routes = new Map<string, LeanHandler>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const { metatype, instance } = wrapper;
      if (!metatype || !instance) continue;
      for (const route of leanHandlersOf(metatype as Type, instance as Record<string, unknown>)) {
        routes.set(`${route.method} ${route.path}`, route);
      }
    }
  }
  if (routes.size === 0) return [];
  const server = app.getHttpServer() as Server;
  const inner = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const route = routes.get(`${req.method} ${query === -1 ? url : url.slice(0, query)}`);
    if (route) serve(route, edge, logger, req, res);
    else for (const listener of inner) listener.call(server, req, res);
  });
  return [...routes.keys()];
};
