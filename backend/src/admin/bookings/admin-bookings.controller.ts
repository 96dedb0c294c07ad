import { Controller, Get, Header, HttpStatus, Inject, Param, Query, UseGuards } from '@nestjs/common';
import {
  findLab,
  labDayStreamId,
  needsAttention,
  todayIn,
  type BookingRecord,
  type BookingAuditResponse,
  type BookingListResponse,
  type Actor,
  type BookingQueueResponse,
} from '@centre/contracts';
import { BOOKING_LISTS, listBookings, listFlaggedBookings, listQueue, type ReadModelStore } from '@centre/projections';
import { CurrentActor, Roles, RolesGuard, UsersService } from '../../auth/index.js';
import { parseBookingId } from '../../bookings/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CaughtUp, READ_MODEL_STORE } from '../../read-models/index.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../shared/event-store/event-store.port.js';
import { ADMIN_MESSAGES, refuse } from '../admin.http.js';
import { bookingAuditOf } from './booking-audit.js';
import { parseBookingListParams, parseBookingQueueParams } from './booking-list.params.js';
import { searchBookings, searchFlagged } from './booking-search.js';

/**
 * The console's booking list and queue (the booking-lists read model, read once it has applied
 * what the log held when the read began) and a booking's record with its audit trail (log).
 */
@Controller('api/admin/bookings')
@UseGuards(RolesGuard)
@Roles('admin', 'reviewer')
export class AdminBookingsController {
  constructor(
    @Inject(READ_MODEL_STORE) private readonly readModels: ReadModelStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly users: UsersService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly caughtUp: CaughtUp,
  ) {}

  /** The flagged bookings that still need a reviewer (from the centre's today on). */
  private async flagged(): Promise<{ records: BookingRecord[]; stillNeeds: (r: BookingRecord) => boolean }> {
    const now = this.clock.now();
    const timezone = this.config.centreTimezone;
    const records = await listFlaggedBookings(this.readModels, todayIn(timezone, now));
    return { records, stillNeeds: (r) => needsAttention(r, timezone, now) };
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@Query() query: Record<string, unknown>): Promise<BookingListResponse> {
    const parsed = parseBookingListParams(query);
    if (!parsed.ok) throw refuse(HttpStatus.BAD_REQUEST, parsed.message, parsed.errors);
    await this.caughtUp.to([BOOKING_LISTS]);
    if (parsed.value.attention) {
      const { records, stillNeeds } = await this.flagged();
      return { success: true, ...searchFlagged(records, parsed.value, stillNeeds) };
    }
    return { success: true, ...(await searchBookings((q) => listBookings(this.readModels, q), parsed.value)) };
  }

  /**
   * The reviewers' queue: what waits for a decision, the request that lapses soonest first. A
   * reviewer given labs sees theirs unless they ask for a lab or for every lab (`scope=all`).
   */
  @Get('queue')
  @Header('Cache-Control', 'no-store')
  async queue(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor): Promise<BookingQueueResponse> {
    const parsed = parseBookingQueueParams(query);
    if (!parsed.ok) throw refuse(HttpStatus.BAD_REQUEST, parsed.message, parsed.errors);
    const { lab, all, page, pageSize } = parsed.value;
    await this.caughtUp.to([BOOKING_LISTS]);
    const myLabs = lab === undefined && !all && actor.kind === 'user' ? this.users.labsOf(actor.userId) : [];
    const found = await listQueue(this.readModels, {
      ...(lab !== undefined && { lab }),
      ...(myLabs.length > 0 && { labs: myLabs }),
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    // Flagged bookings are approved, so not in the queue's index: the queue names them above it.
    const { records, stillNeeds } = await this.flagged();
    const labsAsked = lab !== undefined ? [lab] : myLabs;
    const attention = records.filter((r) => stillNeeds(r) && (labsAsked.length === 0 || labsAsked.includes(r.lab)));
    return { success: true, items: found.items, page, pageSize, total: found.total, ...(myLabs.length > 0 && { myLabs }), ...(attention.length > 0 && { attention }) };
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  async get(@Param('id') id: string): Promise<BookingAuditResponse> {
    const parts = parseBookingId(id);
    if (!parts || !findLab(parts.lab)) throw refuse(HttpStatus.NOT_FOUND, ADMIN_MESSAGES.bookingNotFound);
    const { events } = await this.store.readStream(labDayStreamId(parts.lab, parts.date));
    const audit = bookingAuditOf(id, events);
    if (!audit) throw refuse(HttpStatus.NOT_FOUND, ADMIN_MESSAGES.bookingNotFound);
    return { success: true, ...audit };
  }
}
