import { Module, type DynamicModule } from '@nestjs/common';
import { AdminModule } from './admin/index.js';
import { AuthModule } from './auth/index.js';
import { BOOKINGS_FAST_ROUTES, BookingsModule, ExpiryModule } from './bookings/index.js';
import { CatalogueModule } from './catalogue/index.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { HealthModule } from './health/index.js';
import { LIVE_AVAILABILITY_FAST_ROUTES, LiveAvailabilityModule } from './live-availability/index.js';
import { MailLifecycle, MailModule, outboxStaffMailbox } from './mail/index.js';
import { OperationsModule } from './operations/index.js';
import { InboxModule, STAFF_MAILBOX } from './inbox/index.js';
import { PortfolioModule } from './portfolio/index.js';
import { PROJECTIONS_READINESS, ReadModelsModule } from './read-models/index.js';
import { EventStoreModule } from './shared/event-store/event-store.module.js';
import type { FastRoute } from './shared/http/fast-routes.js';
import { STATUS_REPORTS, type StatusReport } from './shared/status/status-report.js';
import { TrainingModule } from './training/index.js';

/** The whole backend: infrastructure first, then the feature slices. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    const infrastructure = [EventStoreModule.forRoot(config), AuthModule];
    const features = [
      CatalogueModule,
      BookingsModule,
      ExpiryModule,
      InboxModule,
      PortfolioModule,
      ReadModelsModule,
      LiveAvailabilityModule,
      OperationsModule,
      TrainingModule,
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
        // The inbox's daily digest goes out through the mail slice's outbox.
        { provide: STAFF_MAILBOX, useFactory: () => outboxStaffMailbox(config.dataDir) },
        {
          provide: STATUS_REPORTS,
          inject: [MailLifecycle],
          useFactory: (mail: StatusReport): StatusReport[] => [mail],
        },
      ],
      exports: [APP_CONFIG, STATUS_REPORTS, STAFF_MAILBOX],
    };
  }
}

/** Every route the HTTP server answers ahead of Express (see shared/http/fast-routes.ts). */
export const APP_FAST_ROUTES: readonly FastRoute[] = [...BOOKINGS_FAST_ROUTES, ...LIVE_AVAILABILITY_FAST_ROUTES];
