import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { READINESS_CHECKS, type ReadinessCheck } from './readiness-check.js';

@Module({})
export class HealthModule {
  /** `checks` are providers of ReadinessCheck, resolved by token. */
  static forRoot(checkTokens: Array<string | symbol> = [], imports: DynamicModule['imports'] = []): DynamicModule {
    const checks: Provider = {
      provide: READINESS_CHECKS,
      useFactory: (...resolved: ReadinessCheck[]) => resolved,
      inject: checkTokens,
    };
    return { module: HealthModule, imports, controllers: [HealthController], providers: [checks] };
  }
}
