import type { LabDayEvent } from '../events/booking-events.js';
import type { RecordedEvent } from '../events/event-envelope.js';
import {
  bookerLanguageOf,
  bookingFromLog,
  evolveBookingRecord,
  needsAttention,
  publicActor,
  requestedRecord,
  reviewPageBooking,
  wasUpdated,
  type RequestedBooking,
} from './booking-record.js';

const REQUEST: RequestedBooking = {
  bookingId: 'bk-1',
  name: 'Asha Kulkarni',
  userType: 'student',
  email: 'asha@example.com',
  contactNumber: '9876543210',
  institute: 'College of Engineering',
  lab: 'FabricationLab',
  date: '2026-03-12',
  slots: ['09:00', '10:00'],
  facilityIds: ['fab-prusa-mk4-1'],
};

const envelope = (eventId: string, at: string) => ({
  version: 1 as const,
  eventId,
  occurredAt: at,
  correlationId: `c-${eventId}`,
});

const requested = (over: Partial<RequestedBooking> = {}, at = '2026-03-10T08:00:00.000Z'): LabDayEvent => {
  const data = { ...REQUEST, ...over };
  return {
    ...envelope(`e-req-${data.bookingId}`, at),
    type: 'BookingRequested',
    version: 2,
    actor: { kind: 'visitor' },
    data: {
      ...data,
      confirmBy: data.confirmBy ?? null,
      decideBy: data.decideBy ?? null,
      userType: data.userType === 'staff' ? 'staff' : 'student',
      ...(data.userType === 'staff' && { staffMemberId: 'staff-priya-nair' }),
      slots: [...data.slots],
      facilityIds: [...data.facilityIds],
    },
  };
};

const decided = (
  type: 'BookingApproved' | 'BookingRejected',
  notes: string,
  at: string,
  bookingId = 'bk-1',
): LabDayEvent => ({
  ...envelope(`e-${type}-${bookingId}`, at),
  type,
  actor: { kind: 'user', userId: 'u-1', email: 'rev@centre.test', role: 'reviewer' },
  data: { bookingId, lab: 'FabricationLab', date: '2026-03-12', notes },
});

const recorded = (events: LabDayEvent[]): RecordedEvent[] =>
  events.map((event, revision) => ({
    streamId: 'labday-FabricationLab-2026-03-12',
    revision,
    position: 10 + revision,
    recordedAt: event.occurredAt,
    event,
  }));

describe('requestedRecord', () => {
  it('names what the request holds by id: user type, lab, slots and facilities', () => {
    expect(requestedRecord(REQUEST, '2026-03-10T08:00:00.000Z')).toEqual({
      id: 'bk-1',
      name: 'Asha Kulkarni',
      userType: 'Student',
      email: 'asha@example.com',
      contactNumber: '9876543210',
      institute: 'College of Engineering',
      lab: 'FabricationLab',
      labName: 'Fabrication Lab',
      date: '2026-03-12',
      timeSlots: ['9:00 AM - 10:00 AM', '10:00 AM - 11:00 AM'],
      facilities: ['Prusa MK4 3D Printer (Unit 1)'],
      facilityIds: ['fab-prusa-mk4-1'],
      createdAt: '2026-03-10T08:00:00.000Z',
      updatedAt: '2026-03-10T08:00:00.000Z',
      status: 'pending',
    });
  });

  it('calls a staff booking after the staff member; unknown slots and facilities keep their ids', () => {
    const record = requestedRecord(
      { ...REQUEST, userType: 'staff', name: 'Priya Nair', slots: ['25:00'], facilityIds: ['gone'] },
      '2026-03-10T08:00:00.000Z',
    );
    expect(record).toMatchObject({
      name: 'Priya Nair',
      staffMember: 'Priya Nair',
      timeSlots: ['25:00'],
      facilities: ['gone'],
    });
    expect(record.userType).toMatch(/Staff Member$/);
    expect('staffMember' in requestedRecord(REQUEST, '')).toBe(false);
  });
});

describe('28.2 a request names its facilities as the catalogue had them', () => {
  it('takes the names the request carries (a facility added in the console), else the spec\'s', () => {
    const added = { ...REQUEST, facilityIds: ['added-0a1b2c3d4e5f', 'fab-prusa-mk4-1'], facilityNames: ['Raise3D Pro3', 'Prusa MK4 3D Printer (Unit 1)'] };
    expect(requestedRecord(added, '').facilities).toEqual(['Raise3D Pro3', 'Prusa MK4 3D Printer (Unit 1)']);
    const { facilityNames: _names, ...old } = added;
    expect(requestedRecord(old, '').facilities).toEqual(['added-0a1b2c3d4e5f', 'Prusa MK4 3D Printer (Unit 1)']);
  });
});

describe('evolveBookingRecord', () => {
  const first = evolveBookingRecord(null, requested());

  it('BookingRequested: the requested record; a repeat changes nothing', () => {
    expect(first).toEqual(requestedRecord(REQUEST, '2026-03-10T08:00:00.000Z'));
    expect(evolveBookingRecord(first, requested({ name: 'Other' }))).toBe(first);
  });

  it('BookingApproved: approved, updated, with the notes; twice equals once', () => {
    const approved = decided('BookingApproved', 'Bring filament.', '2026-03-11T09:00:00.000Z');
    const once = evolveBookingRecord(first, approved);
    expect(once).toEqual({
      ...first,
      status: 'approved',
      updatedAt: '2026-03-11T09:00:00.000Z',
      adminNotes: 'Bring filament.',
    });
    expect(evolveBookingRecord(once, approved)).toEqual(once);
  });

  it('BookingRejected: rejected, without notes when none were given', () => {
    const rejected = evolveBookingRecord(first, decided('BookingRejected', '', '2026-03-11T09:00:00.000Z'));
    expect(rejected).toMatchObject({ status: 'rejected', updatedAt: '2026-03-11T09:00:00.000Z' });
    expect(rejected && 'adminNotes' in rejected).toBe(false);
  });

  it('a decision about a booking never requested is nothing', () => {
    expect(evolveBookingRecord(null, decided('BookingApproved', 'x', '2026-03-11T09:00:00.000Z'))).toBeNull();
  });
});

describe('bookingFromLog', () => {
  const log = recorded([
    requested(),
    requested({ bookingId: 'bk-2' }, '2026-03-10T08:30:00.000Z'),
    decided('BookingApproved', '', '2026-03-10T09:00:00.000Z', 'bk-2'),
    decided('BookingRejected', 'Closed that day', '2026-03-11T09:00:00.000Z'),
  ]);

  it("folds one booking's events into its record and its history, ignoring the others", () => {
    const found = bookingFromLog('bk-1', log);
    expect(found?.record).toMatchObject({ id: 'bk-1', status: 'rejected', adminNotes: 'Closed that day' });
    expect(found?.history).toEqual([
      {
        eventId: 'e-req-bk-1',
        type: 'BookingRequested',
        status: 'pending',
        at: '2026-03-10T08:00:00.000Z',
        actor: { kind: 'visitor' },
        position: 10,
        revision: 0,
        correlationId: 'c-e-req-bk-1',
      },
      {
        eventId: 'e-BookingRejected-bk-1',
        type: 'BookingRejected',
        status: 'rejected',
        at: '2026-03-11T09:00:00.000Z',
        actor: { kind: 'user', email: 'rev@centre.test', role: 'reviewer' },
        notes: 'Closed that day',
        position: 13,
        revision: 3,
        correlationId: 'c-e-BookingRejected-bk-1',
      },
    ]);
  });

  it('finds nothing for an id the stream never requested', () => {
    expect(bookingFromLog('bk-9', log)).toBeUndefined();
    expect(bookingFromLog('bk-1', recorded([decided('BookingApproved', '', '2026-03-11T09:00:00.000Z')]))).toBeUndefined();
  });

  it('shows actors without their internal ids', () => {
    expect(publicActor({ kind: 'review-link', bookingId: 'bk-1' })).toEqual({ kind: 'review-link' });
    expect(publicActor({ kind: 'system', reason: 'expired' })).toEqual({ kind: 'system', reason: 'expired' });
  });
});

describe('reviewPageBooking', () => {
  it("spells the record both ways the spec's review page reads it, with the history", () => {
    const found = bookingFromLog(
      'bk-1',
      recorded([requested(), decided('BookingApproved', 'Bring filament.', '2026-03-11T09:00:00.000Z')]),
    )!;
    const page = reviewPageBooking(found);
    expect(page).toMatchObject({ ...found.record, history: found.history });
    expect(page).toMatchObject({
      _id: 'bk-1',
      user_type: 'Student',
      contact_number: '9876543210',
      booking_date: '2026-03-12',
      time_slots: ['9:00 AM - 10:00 AM', '10:00 AM - 11:00 AM'],
      facility_ids: ['fab-prusa-mk4-1'],
      created_at: '2026-03-10T08:00:00.000Z',
      updated_at: '2026-03-11T09:00:00.000Z',
      admin_notes: 'Bring filament.',
    });
    expect('startup_name' in page || 'staff_member' in page).toBe(false);
  });

  it('names a staff booking in staff_member too', () => {
    const found = bookingFromLog('bk-1', recorded([requested({ userType: 'staff', name: 'Priya Nair' })]))!;
    expect(reviewPageBooking(found)).toMatchObject({ name: 'Priya Nair', staff_member: 'Priya Nair' });
  });
});

describe('wasUpdated', () => {
  it('tells whether the booking changed after it was created', () => {
    const created = requestedRecord(REQUEST, '2026-03-10T08:00:00Z');
    expect(wasUpdated(created)).toBe(false);
    expect(wasUpdated({ ...created, updatedAt: '2026-03-11T08:00:00Z' })).toBe(true);
    expect(wasUpdated({ ...created, updatedAt: '' })).toBe(false);
  });
});

describe('the life of a booking in its record', () => {
  const at = (hour: number): string => `2026-03-10T${String(hour).padStart(2, '0')}:00:00.000Z`;
  const ref = { bookingId: 'bk-1', lab: 'FabricationLab', date: '2026-03-12' };
  const unconfirmed = requested({ confirmBy: at(9), decideBy: '2026-03-12T01:30:00.000Z' });
  const event = <E extends LabDayEvent>(type: E['type'], data: E['data'], when: string, actor: E['actor']): LabDayEvent =>
    ({ ...envelope(`e-${type}`, when), type, actor, data }) as LabDayEvent;
  const confirmed = event('BookingConfirmed', ref, at(10), { kind: 'booker' });
  const cancelled = (by: 'booker' | 'reviewer', reason: string): LabDayEvent =>
    event('BookingCancelled', { ...ref, by, reason }, at(11), by === 'booker' ? { kind: 'booker' } : { kind: 'user', userId: 'u-1', email: 'rev@centre.test', role: 'reviewer' });
  const expired = (stage: 'unconfirmed' | 'undecided'): LabDayEvent =>
    event('BookingExpired', { ...ref, stage, deadline: at(9) }, at(12), { kind: 'scheduler' });
  const fold = (...events: LabDayEvent[]) => events.reduce<ReturnType<typeof evolveBookingRecord>>(evolveBookingRecord, null);

  it('BookingRequested awaiting confirmation: requested, with both deadlines', () => {
    expect(fold(unconfirmed)).toMatchObject({ status: 'requested', confirmBy: at(9), decideBy: '2026-03-12T01:30:00.000Z' });
  });

  it('BookingConfirmed: pending, the confirmation deadline gone; twice equals once', () => {
    const once = fold(unconfirmed, confirmed);
    expect(once).toMatchObject({ status: 'pending', updatedAt: at(10), decideBy: '2026-03-12T01:30:00.000Z' });
    expect(once && 'confirmBy' in once).toBe(false);
    expect(evolveBookingRecord(once, confirmed)).toEqual(once);
  });

  it('approving an unconfirmed request approves it (it counts as confirmed)', () => {
    const record = fold(unconfirmed, decided('BookingApproved', '', at(10)));
    expect(record).toMatchObject({ status: 'approved' });
    expect(record && 'confirmBy' in record).toBe(false);
  });

  it('BookingCancelled: cancelled, by whom and why; no reason kept out; twice equals once', () => {
    const once = fold(unconfirmed, confirmed, cancelled('reviewer', 'Lab closed for repairs'));
    expect(once).toMatchObject({ status: 'cancelled', cancelledBy: 'reviewer', cancelReason: 'Lab closed for repairs', updatedAt: at(11) });
    expect(evolveBookingRecord(once, cancelled('reviewer', 'Lab closed for repairs'))).toEqual(once);
    const byBooker = fold(unconfirmed, cancelled('booker', ''));
    expect(byBooker).toMatchObject({ status: 'cancelled', cancelledBy: 'booker' });
    expect(byBooker && 'cancelReason' in byBooker).toBe(false);
  });

  it('BookingExpired: expired, with the deadline that passed; twice equals once', () => {
    const once = fold(unconfirmed, expired('unconfirmed'));
    expect(once).toMatchObject({ status: 'expired', expiredStage: 'unconfirmed', updatedAt: at(12) });
    expect(evolveBookingRecord(once, expired('unconfirmed'))).toEqual(once);
    expect(fold(unconfirmed, confirmed, expired('undecided'))).toMatchObject({ status: 'expired', expiredStage: 'undecided' });
  });

  it('25 rebuild speed: the record lists its fields in one order, later ones where they are first set', () => {
    const keys = (record: ReturnType<typeof evolveBookingRecord>) => Object.keys(record ?? {});
    const head = ['id', 'name', 'userType', 'email', 'contactNumber', 'institute', 'lab', 'labName', 'date', 'timeSlots', 'facilities', 'facilityIds', 'createdAt', 'updatedAt', 'status'];
    expect(keys(fold(unconfirmed))).toEqual([...head, 'confirmBy', 'decideBy']);
    expect(keys(fold(unconfirmed, confirmed, decided('BookingApproved', 'ok', at(11))))).toEqual([...head, 'decideBy', 'adminNotes']);
    // Notes set again stay where they were first set.
    expect(keys(fold(unconfirmed, decided('BookingApproved', 'ok', at(11)), decided('BookingRejected', 'no', at(12)), cancelled('reviewer', 'Lab closed')))).toEqual([
      ...head,
      'decideBy',
      'adminNotes',
      'cancelledBy',
      'cancelReason',
    ]);
    expect(keys(fold(unconfirmed, expired('unconfirmed')))).toEqual([...head, 'decideBy', 'expiredStage']);
  });

  it("history: each step's status, the cancellation's reason as its notes, the booker and scheduler as actors", () => {
    const found = bookingFromLog('bk-1', recorded([unconfirmed, confirmed, cancelled('booker', 'Exam moved')]));
    expect(found?.history.map((h) => [h.type, h.status, h.actor.kind, h.notes])).toEqual([
      ['BookingRequested', 'requested', 'visitor', undefined],
      ['BookingConfirmed', 'pending', 'booker', undefined],
      ['BookingCancelled', 'cancelled', 'booker', 'Exam moved'],
    ]);
    expect(bookingFromLog('bk-1', recorded([unconfirmed, expired('unconfirmed')]))?.history[1]?.actor).toEqual({ kind: 'scheduler' });
  });

  it("names a reviewer who acted through a review link, and says so", () => {
    expect(
      publicActor({ kind: 'user', userId: 'u-1', email: 'rev@centre.test', role: 'reviewer', via: 'review-link' }),
    ).toEqual({ kind: 'user', email: 'rev@centre.test', role: 'reviewer', via: 'review-link' });
  });
});

describe("27.2 the booker's language on the record", () => {
  it('keeps the language the request recorded, through every later event', () => {
    const record = evolveBookingRecord(null, requested({ language: 'mr' }));
    expect(record?.language).toBe('mr');
    const decidedRecord = evolveBookingRecord(record, decided('BookingApproved', '', '2026-03-10T09:00:00.000Z'));
    expect(decidedRecord && bookerLanguageOf(decidedRecord)).toBe('mr');
  });

  it('reads a request that recorded no language as English', () => {
    const record = evolveBookingRecord(null, requested());
    expect(record && 'language' in record).toBe(false);
    expect(record && bookerLanguageOf(record)).toBe('en');
  });
});

describe('28.3 a flagged booking in its record and history', () => {
  const ref = { bookingId: 'bk-1', lab: 'FabricationLab', date: '2026-03-12' };
  const system = { kind: 'system' as const, reason: 'lab-operations' };
  const reviewer = { kind: 'user' as const, userId: 'u-1', email: 'rev@centre.test', role: 'reviewer' as const };
  const approve: LabDayEvent = { ...envelope('e-app', '2026-03-10T09:00:00.000Z'), type: 'BookingApproved', actor: reviewer, data: { ...ref, notes: '' } };
  const flag: LabDayEvent = { ...envelope('e-flag', '2026-03-11T09:00:00.000Z'), type: 'BookingFlagged', actor: system, data: { ...ref, operationId: 'cl-1', kind: 'closure', words: 'Diwali' } };
  const keep: LabDayEvent = { ...envelope('e-keep', '2026-03-11T10:00:00.000Z'), type: 'BookingFlagCleared', actor: reviewer, data: { ...ref, notes: 'Held in the annexe' } };
  const log = (events: LabDayEvent[]): RecordedEvent[] => events.map((event, i) => ({ event, streamId: 'labday-FabricationLab-2026-03-12', revision: i, position: i + 1, recordedAt: event.occurredAt }));

  it('the flag is on the record until a reviewer keeps it; the history keeps both, with their words', () => {
    const flaggedRecord = bookingFromLog('bk-1', log([requested(), approve, flag]))!.record;
    expect(flaggedRecord).toMatchObject({ status: 'approved', flags: [{ operationId: 'cl-1', kind: 'closure', words: 'Diwali', at: '2026-03-11T09:00:00.000Z' }] });
    const { record, history } = bookingFromLog('bk-1', log([requested(), approve, flag, keep]))!;
    expect(record.flags).toBeUndefined();
    expect(record).toMatchObject({ status: 'approved', adminNotes: 'Held in the annexe' });
    expect(history.slice(2).map((h) => [h.type, h.status, h.notes, h.actor.kind])).toEqual([
      ['BookingFlagged', 'approved', 'Diwali', 'system'],
      ['BookingFlagCleared', 'approved', 'Held in the annexe', 'user'],
    ]);
  });

  it('a second flag of the same operation replaces the first; applied twice the record is the same', () => {
    const once = evolveBookingRecord(bookingFromLog('bk-1', log([requested(), approve]))!.record, flag);
    expect(evolveBookingRecord(once, flag)).toEqual(once);
  });

  it('needs attention while approved, flagged, and its last slot has not ended (centre time)', () => {
    const { record } = bookingFromLog('bk-1', log([requested(), approve, flag]))!;
    // The last slot, 10:00–11:00 on the 12th in Kolkata, ends at 05:30 UTC.
    expect(needsAttention(record, 'Asia/Kolkata', new Date('2026-03-12T05:29:00Z'))).toBe(true);
    expect(needsAttention(record, 'Asia/Kolkata', new Date('2026-03-12T05:30:00Z'))).toBe(false);
    expect(needsAttention({ ...record, flags: [] }, 'Asia/Kolkata', new Date('2026-03-11T00:00:00Z'))).toBe(false);
    expect(needsAttention({ ...record, status: 'cancelled' }, 'Asia/Kolkata', new Date('2026-03-11T00:00:00Z'))).toBe(false);
  });
});
