import { Module, type DynamicModule } from '@nestjs/common';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BOOKINGS_FAST_ROUTES, BookingsModule } from './bookings/bookings.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { HealthModule } from './health/health.module.js';
import { LiveAvailabilityModule } from './live-availability/live-availability.module.js';
import { MailLifecycle, MailModule } from './mail/mail.module.js';
import { InboxModule } from './inbox/inbox.module.js';
import { PortfolioModule } from './portfolio/portfolio.module.js';
import { PROJECTIONS_READINESS } from './read-models/projections-readiness.check.js';
import { ReadModelsModule } from './read-models/read-models.module.js';
import { EventStoreModule } from './shared/event-store/event-store.module.js';
import type { FastRoute } from './shared/http/fast-routes.js';
import { STATUS_REPORTS, type StatusReport } from './shared/status/status-report.js';

/** The whole backend: infrastructure first, then the feature slices. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    const infrastructure = [EventStoreModule.forRoot(config), AuthModule];
    const features = [
      CatalogueModule,
      BookingsModule,
      InboxModule,
      PortfolioModule,
      ReadModelsModule,
      LiveAvailabilityModule,
      MailModule,
      AdminModule,
      HealthModule.forRoot([PROJECTIONS_READINESS], [ReadModelsModule]),
    ];
    return {
      module: AppModule,
      global: true,
      imports: [...infrastructure, ...features],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        {
          provide: STATUS_REPORTS,
          inject: [MailLifecycle],
          useFactory: (mail: StatusReport): StatusReport[] => [mail],
        },
      ],
      exports: [APP_CONFIG, STATUS_REPORTS],
    };
  }
}

/** Every route the HTTP server answers ahead of Express (see shared/http/fast-routes.ts). */
export const APP_FAST_ROUTES: readonly FastRoute[] = [...BOOKINGS_FAST_ROUTES];
