import { Inject, Injectable, Optional } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { cellCount, heldCellsRule, labLimitsOf, messageText, seedCatalogueLab, trainingRequiredIn, weeklyHoursRule, type BookingDetails } from '@centre/contracts';
import { CATALOGUE_LAB_READER, type CatalogueLabReader } from '../../queries/catalogue-lab/catalogue-lab.reader.js';
import { ClientAddressKeys, ReviewLinkService } from '../../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { QUALIFICATIONS_READER, type QualificationsReader } from '../../../training/index.js';
import { randomSuffix, suffixFromKey } from '../../../shared/idempotency/idempotent-ids.js';
import { formatBookingId } from '../../domain/booking-id.js';
import { BookingDomainError } from '../../domain/booking.errors.js';
import { HELD_CELLS_READER, type HeldCellsReader } from '../../queries/held-cells/held-cells.reader.js';
import { LAB_DAY_OPERATIONS_READER, type LabDayOperationsReader } from '../../queries/lab-day-operations/lab-day-operations.reader.js';
import type { RequestBooking } from '../../domain/lab-day.model.js';
import { RunLabDayCommand, type CommandContext, type LabDayOutcome } from '../lab-day.handler.js';

/** The catalogue's words of each refusal of the counts across lab-days. */
const CODE_MESSAGES = {
  HELD_CELLS_PER_EMAIL: 'bookingSubmit.heldPerEmail',
  HELD_CELLS_PER_ADDRESS: 'bookingSubmit.heldPerAddress',
  HOURS_PER_WEEK: 'bookingSubmit.hoursPerWeek',
} as const;

/**
 * Sends a checked booking request as the RequestBooking command, under the booking limits: the
 * lab-day judges the horizon and the facilities per booking itself; the cells its booker email
 * and its client's address already hold in undecided bookings span lab-days, so they are
 * counted here, against the booking-holds read model, before the command is sent.
 *
 * That count is not a decision on one stream: requests of one email or address that run at once
 * (or within the read model's lag, a few milliseconds when the projections run in this process)
 * each see the others' cells missing. The limit is exceeded by at most the cells of those
 * requests: at most (requests in flight for that email or address) × 4 slots × the facilities
 * per booking, with the per-address write limit bounding how many can be in flight. The lab's
 * hours per booker per week are counted the same way (and exceeded by the same bound).
 */
@Injectable()
export class BookingRequestSender {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly addressKeys: ClientAddressKeys,
    private readonly links: ReviewLinkService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(HELD_CELLS_READER) private readonly heldCells?: HeldCellsReader,
    @Optional() @Inject(LAB_DAY_OPERATIONS_READER) private readonly labOperations?: LabDayOperationsReader,
    @Optional() @Inject(QUALIFICATIONS_READER) private readonly qualifications?: QualificationsReader,
    @Optional() @Inject(CATALOGUE_LAB_READER) private readonly catalogue?: CatalogueLabReader,
  ) {}

  async send(
    details: BookingDetails,
    clientAddress: string,
    context: CommandContext,
  ): Promise<{ bookingId: string; position: number; receipt: string }> {
    const data = await this.requestInputs(details, clientAddress, context, true);
    const { position } = await this.commandBus.execute(new RunLabDayCommand({ type: 'RequestBooking', data }, context));
    return { bookingId: data.bookingId, position, receipt: this.links.createReceipt(data.bookingId) };
  }

  /**
   * Puts the booker on the lab-day's waitlist with the inputs a request would have: its id is
   * the one its booking takes once claimed. Waiting holds nothing, so no held-cells limit applies.
   */
  async join(details: BookingDetails, clientAddress: string, context: CommandContext): Promise<{ bookingId: string; position: number }> {
    const data = await this.requestInputs(details, clientAddress, context, false);
    const { position } = await this.commandBus.execute(new RunLabDayCommand({ type: 'JoinWaitlist', data }, context));
    return { bookingId: data.bookingId, position };
  }

  /** Claims the waiter's offer: a request of their details, under every limit a request has. */
  claim(waitId: string, details: BookingDetails, clientAddress: string, context: CommandContext): Promise<LabDayOutcome> {
    return this.requestInputs(details, clientAddress, context, true, waitId).then(({ details: _asked, ...data }) =>
      this.commandBus.execute(new RunLabDayCommand({ type: 'ClaimWaitOffer', data }, context)),
    );
  }

  /** What the lab-day judges a request by, read before the command is sent. */
  private async requestInputs(
    details: BookingDetails,
    clientAddress: string,
    context: CommandContext,
    countHeld: boolean,
    bookingId?: string,
  ): Promise<RequestBooking['data']> {
    const limits = this.config.bookingLimits;
    const clientKey = this.addressKeys.keyOf(clientAddress);
    // Uncountable (the read model's store does not answer): the request is judged without them.
    // The reads at once: the closures and outages of the lab-day and the lab's current
    // catalogue are the decision's input; the same reads give the lab's limits (with its
    // operations) and the email's hours in its week.
    const [held, operations, current] = await Promise.all([
      countHeld ? this.heldCells?.held(details.email, clientKey, { lab: details.lab, date: details.date }) : undefined,
      this.labOperations?.operations(details.lab, details.date),
      this.catalogue?.lab(details.lab),
    ]);
    // The edge left the lab's facilities to the decision: when the read model cannot say what
    // the lab holds now, the spec's catalogue does (a facility retired meanwhile is then caught
    // by the retirement's process manager, as a booking appended during it is).
    const catalogue = current ?? seedCatalogueLab(details.lab);
    if (held) {
      const asked = cellCount(details.slots, details.facilityIds);
      const { maxHoursPerWeek } = labLimitsOf(limits, operations?.limits);
      const refusal = heldCellsRule(held, asked, limits) ?? weeklyHoursRule(held.inLabWeek ?? 0, asked, maxHoursPerWeek);
      if (refusal) throw new BookingDomainError(refusal, messageText(CODE_MESSAGES[refusal]));
    }
    // One read, and only when an asked facility needs training (the lab-day judges what it carries).
    const trained = catalogue ? details.facilityIds.filter(trainingRequiredIn(catalogue)) : [];
    const qualifications = trained.length > 0 ? await this.qualifications?.heldFor(details.email, trained) : undefined;
    const { idempotencyKey } = context;
    return {
      bookingId:
        bookingId ??
        formatBookingId(
          details.lab,
          details.date,
          // A keyed request always gets the same id, so its repeat finds the booking it made.
          idempotencyKey === undefined ? randomSuffix() : suffixFromKey(idempotencyKey),
        ),
      details,
      timezone: this.config.centreTimezone,
      limits,
      clientKey,
      deadlines: this.config.bookingDeadlines,
      ...(operations && { operations }),
      ...(qualifications && { qualifications }),
      ...(catalogue && { catalogue }),
    };
  }
}
