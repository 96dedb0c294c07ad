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
import type { Request, Response } from 'express';
import { sendApiError } from './api-exception.filter.js';

const LEAN_ROUTE = 'centre:lean-route';

/**
 * Marks a hot, public JSON route whose handler takes nothing but the request body: it is
 * served by a plain Express handler ahead of Nest's router, skipping the route walk and the
 * global interceptors (nothing to resolve: no actor, no write to wait for on shutdown). The
 * controller stays the one definition of the route; errors leave in the same shape. A route
 * with guards, interceptors, pipes or other parameters is refused when it is mounted.
 * App-wide guards and pipes (APP_GUARD, useGlobalPipes) and @Header()/@Redirect() would be
 * skipped too: the product has none on these routes, and a route that needs them is not lean.
 */
export const LeanRoute = (): MethodDecorator => SetMetadata(LEAN_ROUTE, true);

interface LeanHandler {
  method: 'get' | 'post';
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
    handlers.push({ method: method === 'GET' ? 'get' : 'post', path: join(base[0]!, sub[0]!), status, run: bound });
  }
  return handlers;
};

/**
 * `res.json` without an ETag: these answers are never cached, so hashing each body (as Express
 * does for every `send`) would be wasted work on the hottest route.
 */
const sendJson = (res: Response, status: number, value: unknown): void => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(value));
};

/**
 * Mounts every `@LeanRoute()` of the application's controllers on the Express app. Call it
 * before the app initialises, so these handlers stand ahead of the routes Nest registers.
 * Returns the routes mounted, as 'POST /api/…'.
 */
export const mountLeanRoutes = (app: NestExpressApplication): string[] => {
  const express = app.getHttpAdapter().getInstance() as Record<'get' | 'post', (path: string, handler: (req: Request, res: Response) => void) => void>;
  const logger = new Logger('ApiExceptionFilter');
  const mounted: string[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const { metatype, instance } = wrapper;
      if (!metatype || !instance) continue;
      for (const route of leanHandlersOf(metatype as Type, instance as Record<string, unknown>)) {
        express[route.method](route.path, (req, res) => {
          let answer: unknown;
          try {
            answer = route.run(req.body);
          } catch (error: unknown) {
            sendApiError(res, error, logger);
            return;
          }
          void Promise.resolve(answer).then(
            (value) => sendJson(res, route.status, value),
            (error: unknown) => sendApiError(res, error, logger),
          );
        });
        mounted.push(`${route.method.toUpperCase()} ${route.path}`);
      }
    }
  }
  return mounted;
};
