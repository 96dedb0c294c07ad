import { Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { HealthModule } from './health/health.module.js';

/** The whole backend; feature modules join the `features` list as they land. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    const features: DynamicModule['imports'] = [HealthModule.forRoot()];
    return {
      module: AppModule,
      global: true,
      imports: features,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
