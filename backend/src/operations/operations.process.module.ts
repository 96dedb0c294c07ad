import { randomUUID } from 'node:crypto';
import { Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ReviewLinkService, UsersService } from '../auth/index.js';
import { RunLabDayCommand, isBookingDomainError } from '../bookings/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailOutboxStore } from '../mail/index.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../shared/event-store/event-store.port.js';
import { caughtMails, caughtNoticeKey } from './operations.mails.js';
import { OperationsProcessManager, type OperationsProcessDeps } from './operations.process-manager.js';

export interface CaughtBookingServices {
  commandBus: CommandBus;
  users: UsersService;
  links: ReviewLinkService;
  outbox: MailOutboxStore;
  clock: Clock;
  config: AppConfig;
}

/**
 * What a process manager does with a booking a staff decision now catches (a closure, an
 * outage, a facility retired): an undecided one is cancelled through the lab-day command path
 * (the mail slice mails the booker the reason); an approved one's booker and reviewers get a
 * notice, recorded once by key in the mail outbox, which the mail thread sends.
 */
export const caughtBookingActions = (
  { commandBus, users, links, outbox, clock, config }: CaughtBookingServices,
  system: string,
): Pick<OperationsProcessDeps, 'cancel' | 'notify'> => ({
  cancel: async (bookingId, reason) => {
    const command = { type: 'CancelBooking', data: { bookingId, by: 'reviewer', reason, timezone: config.centreTimezone } } as const;
    try {
      await commandBus.execute(new RunLabDayCommand(command, { actor: { kind: 'system', reason: system }, correlationId: randomUUID() }));
    } catch (error: unknown) {
      // Decided or cancelled meanwhile (by another instance, too): nothing left to do.
      if (!isBookingDomainError(error)) throw error;
    }
  },
  notify: (record, caught) => {
    const key = caughtNoticeKey(caught.operationId, record.id);
    if (outbox.hasNotice(key)) return;
    const mails = caughtMails(record, caught, users.reviewers(), {
      review: (bookingId, userId) => links.createLink(bookingId, userId).url,
      booker: (bookingId, date) => links.createBookerLink(bookingId, date).url,
    });
    outbox.recordOnce(key, mails, clock.now());
  },
});

/**
 * The lab operations' process manager in this backend instance (every instance may run it):
 * cancellations go through the lab-day command path, notices into the mail outbox under
 * once-only keys, which the mail thread sends.
 */
@Module({})
export class OperationsProcessModule implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly manager: OperationsProcessManager;
  private readonly outbox: MailOutboxStore;

  constructor(
    @Inject(EVENT_STORE) events: EventStore,
    @Inject(CLOCK) clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
    commandBus: CommandBus,
    users: UsersService,
    links: ReviewLinkService,
  ) {
    const logger = new Logger('LabOperations');
    this.outbox = new MailOutboxStore(config.dataDir);
    this.manager = new OperationsProcessManager({
      events,
      ...caughtBookingActions({ commandBus, users, links, outbox: this.outbox, clock, config }, 'lab-operations'),
      now: () => clock.now(),
      timezone: config.centreTimezone,
      horizonDays: config.bookingLimits.horizonDays,
      log: (message) => logger.warn(message),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.manager.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.manager.stop();
    this.outbox.close();
  }
}
