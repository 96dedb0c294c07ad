import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { loadConfig } from './config/app-config.js';
import { RedisIoAdapter } from './live-availability/redis-io.adapter.js';
import { configureApp } from './shared/http/configure-app.js';
import { InFlightHandlers } from './shared/lifecycle/graceful-shutdown.js';
import { serveFrontend } from './web/serve-frontend.js';

const bootstrap = async (): Promise<void> => {
  const config = loadConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config));
  const handlers = new InFlightHandlers();
  app.useGlobalInterceptors(handlers);
  configureApp(app);
  if (config.redisUrl) {
    const adapter = new RedisIoAdapter(app, config.redisUrl);
    await adapter.connect();
    app.useWebSocketAdapter(adapter);
  }
  serveFrontend(app, config.frontendDir);
  await app.listen(config.port, config.host);
  handlers.track(app.getHttpServer());
  Logger.log(`centre-portal listening on ${config.publicBaseUrl}`, 'Bootstrap');

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    Logger.log(`${signal}: finishing the requests in flight, then closing`, 'Bootstrap');
    await handlers.drain(10_000);
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
