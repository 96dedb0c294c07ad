import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { loadConfig } from './config/app-config.js';
import { RedisIoAdapter } from './live/redis-io.adapter.js';
import { configureApp } from './shared/http/configure-app.js';
import { serveFrontend } from './web/serve-frontend.js';

const bootstrap = async (): Promise<void> => {
  const config = loadConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config));
  app.enableShutdownHooks();
  configureApp(app);
  if (config.redisUrl) {
    const adapter = new RedisIoAdapter(app, config.redisUrl);
    await adapter.connect();
    app.useWebSocketAdapter(adapter);
  }
  serveFrontend(app, config.frontendDir);
  await app.listen(config.port, config.host);
  Logger.log(`centre-portal listening on ${config.publicBaseUrl}`, 'Bootstrap');
};

bootstrap().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
