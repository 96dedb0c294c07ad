import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';

/** Paths the backend answers itself; never served from the frontend build. */
const BACKEND_PATHS = /^\/(api|socket\.io|health|metrics)(\/|$)/;

/**
 * Serves the built site: prerendered pages as real HTML (`/about` → `about/index.html`), hashed
 * assets with long caching, and the SPA fallback for every other page path so client routes
 * (and the not-found page) work on a reload.
 */
export const serveFrontend = (app: NestExpressApplication, frontendDir: string): void => {
  if (!existsSync(frontendDir)) {
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' || BACKEND_PATHS.test(req.path)) return next();
      res.status(503).type('text/plain').send('The site has not been built yet: run `npm run build`.');
    });
    return;
  }
  const fallback = ['__spa-fallback.html', 'index.html']
    .map((file) => path.join(frontendDir, file))
    .find((file) => existsSync(file));

  app.use(
    '/assets',
    express.static(path.join(frontendDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.use(express.static(frontendDir, { index: 'index.html', redirect: false, maxAge: '10m' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || BACKEND_PATHS.test(req.path)) return next();
    const prerendered = path.join(frontendDir, path.normalize(req.path).replace(/^(\.\.[/\\])+/, ''), 'index.html');
    if (prerendered.startsWith(frontendDir) && existsSync(prerendered)) return res.sendFile(prerendered);
    if (!fallback) return next();
    res.setHeader('Cache-Control', 'no-cache');
    return res.sendFile(fallback);
  });
};
