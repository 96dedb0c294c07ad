import { join } from 'node:path';
import { Module, type Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ClockModule } from '../shared/clock/clock.module.js';
import { SubmitApplicationController } from './applications/submit-application.controller.js';
import { SubmitApplicationHandler } from './applications/submit-application.handler.js';
import { AdminApplicationsController } from './applications/review/admin-applications.controller.js';
import { ApplicationHandler } from './applications/review/application.handler.js';
import { ApplicationsReader } from './applications/review/applications.reader.js';
import { ApplicationListContext } from './applications/review/application-list-context.js';
import { ExportsController } from './exports/exports.controller.js';
import { ExpertApplicationsController } from './applications/review/expert-applications.controller.js';
import { ApplicationStatusLinks } from './applications/status/application-status-link.js';
import { ApplicationStatusController } from './applications/status/application-status.controller.js';
import { resolveReviewLinkSecret } from '../auth/index.js';
import { PitchDeckUploadInterceptor, UPLOAD_TEMP_DIR } from './applications/pitch-deck.upload.js';
import { UploadBudgetGuard } from './applications/upload-budget.guard.js';
import { DeckRetention } from './applications/deck-retention.js';
import { SubmitContactController } from './contact/submit-contact.controller.js';
import { SubmitContactMessageHandler } from './contact/submit-contact-message.handler.js';
import { ContactMessageHandler } from './contact/contact-message.handler.js';
import { ContactMessagesController } from './contact/contact-messages.controller.js';
import { InboxDigestScheduler } from './digest/inbox-digest.scheduler.js';
import { InboxController } from './queries/inbox.controller.js';
import { INBOX_READER } from './queries/inbox-reader.port.js';
import { ReadModelInboxReader } from './queries/read-model.inbox-reader.js';
import { FILE_STORAGE } from './storage/file-storage.port.js';
import { LocalFileStorage } from './storage/local-file.storage.js';

/** Accepted files live in `${DATA_DIR}/uploads`; uploads in progress in its `tmp` folder. */
export const uploadsDirectory = (config: Pick<AppConfig, 'dataDir'>): string => join(config.dataDir, 'uploads');

const storageProviders: Provider[] = [
  {
    provide: FILE_STORAGE,
    useFactory: (config: AppConfig) => new LocalFileStorage(uploadsDirectory(config), config.applications.uploadBudgetBytes),
    inject: [APP_CONFIG],
  },
  {
    provide: UPLOAD_TEMP_DIR,
    useFactory: (config: AppConfig) => join(uploadsDirectory(config), 'tmp'),
    inject: [APP_CONFIG],
  },
];

const linkProviders: Provider[] = [
  {
    provide: ApplicationStatusLinks,
    useFactory: (config: AppConfig) =>
      new ApplicationStatusLinks(resolveReviewLinkSecret(config.auth.reviewLinkSecret, config.dataDir).secret, config.publicBaseUrl),
    inject: [APP_CONFIG],
  },
];

const commandProviders: Provider[] = [DeckRetention, UploadBudgetGuard, SubmitContactMessageHandler, ContactMessageHandler, SubmitApplicationHandler, PitchDeckUploadInterceptor, ApplicationHandler];
const queryProviders: Provider[] = [{ provide: INBOX_READER, useClass: ReadModelInboxReader }, ApplicationsReader, ApplicationListContext];
const scheduleProviders: Provider[] = [InboxDigestScheduler];

/**
 * Contact messages and startup applications: the two public forms and the admin console's
 * inbox, which reads the inbox projection. Needs EVENT_STORE, APP_CONFIG, the read models
 * (ReadModelsModule) and the auth guards from global modules.
 */
@Module({
  imports: [ClockModule],
  controllers: [SubmitContactController, SubmitApplicationController, InboxController, ContactMessagesController, ExpertApplicationsController, AdminApplicationsController, ApplicationStatusController, ExportsController],
  providers: [...storageProviders, ...linkProviders, ...commandProviders, ...queryProviders, ...scheduleProviders],
  exports: [FILE_STORAGE, INBOX_READER],
})
export class InboxModule {}
