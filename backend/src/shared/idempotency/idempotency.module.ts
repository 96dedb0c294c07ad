import path from 'node:path';
import { Module, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { IdempotentAnswers } from './idempotent-answers.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IDEMPOTENCY_STORE, type IdempotencyStore } from './idempotency.store.port.js';
import { SqliteIdempotencyStore } from './sqlite.idempotency-store.js';

const providers = [
  {
    provide: IDEMPOTENCY_STORE,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig): IdempotencyStore =>
      new SqliteIdempotencyStore(path.join(config.dataDir, 'idempotency.sqlite')),
  },
  IdempotentAnswers,
  IdempotencyInterceptor,
];

/** The Idempotency-Key store (a SQLite file under DATA_DIR), the answers kept in it, and the interceptor using them. */
@Module({ providers, exports: providers })
export class IdempotencyModule implements OnApplicationShutdown {
  constructor(@Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore) {}

  onApplicationShutdown(): void {
    this.store.close();
  }
}
