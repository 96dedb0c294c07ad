import 'reflect-metadata';
import { createServer } from 'node:http';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { APP_FAST_ROUTES, AppModule } from './app.module.js';
import { loadConfig } from './config/app-config.js';
import { RedisIoAdapter } from './live-availability/index.js';
import { configureApp } from './shared/http/configure-app.js';
import { httpListener } from './shared/http/fast-routes.js';
import { InFlightHandlers } from './shared/lifecycle/graceful-shutdown.js';
import { keepDataDirPrivate } from './shared/lifecycle/private-data-dir.js';
import { facilityPagesOf, serveFrontend } from './web/index.js';
import { CURRENT_CATALOGUE, type CurrentCatalogueReader } from './bookings/index.js';

const bootstrap = async (): Promise<void> => {
  const config = loadConfig();
  keepDataDirPrivate(config.dataDir);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config));
  const handlers = new InFlightHandlers();
  app.useGlobalInterceptors(handlers);
  const edge = configureApp(app, config);
  serveFrontend(app, config.frontendDir, facilityPagesOf(app.get<CurrentCatalogueReader>(CURRENT_CATALOGUE)));
  // Our own server (Nest's documented set-up for serving an app from servers of your own): the
  // fast routes first, then the application's Express instance; socket.io attaches to it too.
  const { requestTimeoutMs, headersTimeoutMs } = config.http;
  const server = createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: headersTimeoutMs,
      // Node looks for overdue requests every 30 s by default, so a 20 s limit could hold for 50;
      // looking twice per headers limit keeps each limit within half of itself.
      connectionsCheckingInterval: Math.min(30_000, headersTimeoutMs / 2),
    },
    handlers.counting(
      httpListener(app, edge, APP_FAST_ROUTES, { track: (work) => handlers.track(work) }),
    ),
  );
  if (config.redisUrl) {
    const adapter = new RedisIoAdapter(server, config.redisUrl);
    await adapter.connect();
    app.useWebSocketAdapter(adapter);
  } else {
    app.useWebSocketAdapter(new IoAdapter(server));
  }
  await app.init();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  Logger.log(`centre-portal listening on ${config.publicBaseUrl}`, 'Bootstrap');

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    Logger.log(`${signal}: finishing the requests in flight, then closing`, 'Bootstrap');
    await handlers.drain(server, 10_000);
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
};

bootstrap().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
