import { Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RunLabDayCommand, isBookingDomainError } from '../bookings/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../shared/event-store/event-store.port.js';
import { OperationsProcessManager, type CaughtIn, type OperationsProcessDeps } from './operations.process-manager.js';

export interface CaughtBookingServices {
  events: EventStore;
  clock: Clock;
  commandBus: CommandBus;
  config: AppConfig;
}

/**
 * The correlation id of what an operation does to the bookings it catches: its kind and id (a
 * closure's or outage's id, as the console lists it; a retired facility's; a setting of hours),
 * the same from every instance and after a restart, so the log ties each cancellation and flag
 * to the staff decision that caused it.
 */
export const operationCorrelationId = ({ kind, operationId }: Pick<CaughtIn, 'kind' | 'operationId'>): string => `${kind}:${operationId}`;

/**
 * What a process manager does with a booking a staff decision now catches (a closure, an
 * outage, a facility retired): an undecided one is cancelled through the lab-day command path
 * (the mail slice mails the booker the reason); an approved one is flagged on its lab-day, the
 * same path (the mail slice mails its booker and the reviewers, once: the flag's event id).
 */
const caughtBookingActions = ({ commandBus, config }: CaughtBookingServices, system: string): Pick<OperationsProcessDeps, 'cancel' | 'flag'> => ({
  cancel: async (bookingId, caught) => {
    const command = { type: 'CancelBooking', data: { bookingId, by: 'reviewer', reason: caught.words, timezone: config.centreTimezone } } as const;
    try {
      await commandBus.execute(new RunLabDayCommand(command, { actor: { kind: 'system', reason: system }, correlationId: operationCorrelationId(caught) }));
    } catch (error: unknown) {
      // Decided or cancelled meanwhile (by another instance, too): nothing left to do.
      if (!isBookingDomainError(error)) throw error;
    }
  },
  flag: async (record, caught) => {
    const command = { type: 'FlagBooking', data: { bookingId: record.id, ...caught } } as const;
    try {
      await commandBus.execute(new RunLabDayCommand(command, { actor: { kind: 'system', reason: system }, correlationId: operationCorrelationId(caught) }));
    } catch (error: unknown) {
      // Cancelled meanwhile: nothing left to flag. A repeat is no error: it appends nothing.
      if (!isBookingDomainError(error)) throw error;
    }
  },
});

/**
 * What a process manager that catches bookings runs on, in this instance: the log, the actions
 * above as `system`, the clock, the centre's zone and booking horizon, and where it says that a
 * reaction failed.
 */
export const caughtBookingDeps = (services: CaughtBookingServices, system: string, log?: (message: string) => void): OperationsProcessDeps => ({
  events: services.events,
  ...caughtBookingActions(services, system),
  now: () => services.clock.now(),
  timezone: services.config.centreTimezone,
  horizonDays: services.config.bookingLimits.horizonDays,
  ...(log && { log }),
});

/**
 * The lab operations' process manager in this backend instance (every instance may run it):
 * cancellations and flags go through the lab-day command path.
 */
@Module({})
export class OperationsProcessModule implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly manager: OperationsProcessManager;

  constructor(
    @Inject(EVENT_STORE) events: EventStore,
    @Inject(CLOCK) clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
    commandBus: CommandBus,
  ) {
    const logger = new Logger('LabOperations');
    this.manager = new OperationsProcessManager(caughtBookingDeps({ events, clock, commandBus, config }, 'lab-operations', (message) => logger.warn(message)));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.manager.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.manager.stop();
  }
}
