import {
  isQualificationEvent,
  labDayStreamId,
  qualificationsStreamId,
  type Actor,
  type AnyEvent,
  type BookingApproved,
  type BookingCancelled,
  type BookingConfirmed,
  type BookingExpired,
  type BookingFlagCleared,
  type BookingFlagged,
  type BookingParty,
  type BookingRejected,
  type BookingRequested,
  type BookingRequestedV2Data,
  type ExpiryStage,
  type ContactMessageReceived,
  type ContactMessageReceivedV1Data,
  type StartupApplicationSubmitted,
  type StartupApplicationSubmittedV1Data,
} from '@centre/contracts';
import type { RecordedEvent } from '@centre/contracts';

let sequence = 0;
const nextId = (): string => `evt-${++sequence}`;

const envelope = <T extends string, D, V extends number = 1>(type: T, data: D, occurredAt: string, actor: Actor, version = 1 as V) => ({
  type,
  version,
  eventId: nextId(),
  occurredAt,
  actor,
  correlationId: `corr-${sequence}`,
  data,
});

/** A request at the current version; without deadlines (pending at once) unless given. */
export const requested = (
  overrides: Partial<BookingRequestedV2Data> = {},
  occurredAt = '2026-11-20T04:30:00.000Z',
): BookingRequested =>
  envelope(
    'BookingRequested',
    {
      bookingId: 'b-1',
      userType: 'student',
      lab: 'FabricationLab',
      date: '2026-12-01',
      slots: ['09:00', '10:00'],
      facilityIds: ['fab-prusa-mk4-1', 'fab-ultimaker-s5'],
      name: 'Asha Rao',
      email: 'asha@example.edu',
      contactNumber: '9876543210',
      institute: 'K J Somaiya College of Engineering',
      confirmBy: null,
      decideBy: null,
      ...overrides,
    } as BookingRequestedV2Data,
    occurredAt,
    { kind: 'visitor' },
    2,
  );

const reviewer: Actor = { kind: 'user', userId: 'u-1', email: 'reviewer@centre.example', role: 'reviewer' };

export const approved = (
  bookingId = 'b-1',
  notes = 'See you there',
  occurredAt = '2026-11-20T06:00:00.000Z',
  where: { lab: string; date: string } = { lab: 'FabricationLab', date: '2026-12-01' },
): BookingApproved => envelope('BookingApproved', { bookingId, ...where, notes }, occurredAt, reviewer);

export const rejected = (
  bookingId = 'b-1',
  notes = 'Lab closed',
  occurredAt = '2026-11-20T06:00:00.000Z',
  where: { lab: string; date: string } = { lab: 'FabricationLab', date: '2026-12-01' },
): BookingRejected => envelope('BookingRejected', { bookingId, ...where, notes }, occurredAt, reviewer);

const where0 = { lab: 'FabricationLab', date: '2026-12-01' };

export const confirmed = (bookingId = 'b-1', occurredAt = '2026-11-20T04:40:00.000Z', where = where0): BookingConfirmed =>
  envelope('BookingConfirmed', { bookingId, ...where }, occurredAt, { kind: 'booker' });

export const cancelled = (
  bookingId = 'b-1',
  by: BookingParty = 'booker',
  reason = '',
  occurredAt = '2026-11-20T07:00:00.000Z',
  where = where0,
): BookingCancelled =>
  envelope('BookingCancelled', { bookingId, ...where, by, reason }, occurredAt, by === 'booker' ? { kind: 'booker' } : reviewer);

export const expired = (
  bookingId = 'b-1',
  stage: ExpiryStage = 'unconfirmed',
  occurredAt = '2026-11-20T05:00:00.000Z',
  where = where0,
): BookingExpired =>
  envelope('BookingExpired', { bookingId, ...where, stage, deadline: occurredAt }, occurredAt, { kind: 'scheduler' });

/** 28.3: a closure catches an approved booking (the lab operations' process manager flags it). */
export const flagged = (
  bookingId = 'b-1',
  operationId = 'cl-1',
  occurredAt = '2026-11-20T08:00:00.000Z',
  where = where0,
): BookingFlagged =>
  envelope('BookingFlagged', { bookingId, ...where, operationId, kind: 'closure' as const, words: 'Diwali' }, occurredAt, { kind: 'system', reason: 'lab-operations' });

/** 28.3: a reviewer keeps the flagged booking with a note. */
export const flagCleared = (bookingId = 'b-1', notes = 'Held in the annexe', occurredAt = '2026-11-20T09:00:00.000Z', where = where0): BookingFlagCleared =>
  envelope('BookingFlagCleared', { bookingId, ...where, notes }, occurredAt, reviewer);

export const contactMessage = (
  overrides: Partial<ContactMessageReceivedV1Data> = {},
  occurredAt = '2026-11-20T05:00:00.000Z',
): ContactMessageReceived =>
  envelope(
    'ContactMessageReceived',
    {
      messageId: 'm-1',
      name: 'Ravi',
      email: 'ravi@example.com',
      subject: 'Visit',
      message: 'Can we visit the lab?',
      ...overrides,
    },
    occurredAt,
    { kind: 'visitor' },
  );

export const application = (
  overrides: Partial<StartupApplicationSubmittedV1Data> = {},
  occurredAt = '2026-11-20T05:30:00.000Z',
): StartupApplicationSubmitted =>
  envelope(
    'StartupApplicationSubmitted',
    {
      applicationId: 'a-1',
      founderName: 'Meera',
      email: 'meera@startup.example',
      phone: '9876500000',
      companyName: 'Agritech Labs',
      industry: 'Agriculture',
      stage: 'Prototype',
      description: 'Soil sensors',
      pitchDeck: { fileId: 'f-1', fileName: 'deck.pdf', mediaType: 'application/pdf', sizeBytes: 1024 },
      teamSize: '3',
      teamMembers: 'Meera, Arjun, Kavya',
      fundingNeeded: '10 lakh',
      businessModel: 'Subscription',
      ...overrides,
    },
    occurredAt,
    { kind: 'visitor' },
  );

/** Wraps an event as the log would hand it back, at a given position. */
export const recorded = (event: AnyEvent, position: number, streamId?: string): RecordedEvent => ({
  streamId: streamId ?? streamOf(event),
  revision: position - 1,
  position,
  recordedAt: event.occurredAt,
  event,
});

export const streamOf = (event: AnyEvent): string => {
  const data = event.data as { lab?: string; date?: string; messageId?: string; applicationId?: string };
  if (isQualificationEvent(event)) return qualificationsStreamId(event.data.email);
  if (data.lab && data.date) return labDayStreamId(data.lab, data.date);
  if (data.messageId) return `contact-${data.messageId}`;
  return `application-${data.applicationId ?? 'x'}`;
};

const LABS = ['FabricationLab', 'BioLab', 'MediaLab'] as const;
const SLOTS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00'];

/** Staff grant a booker a qualification (expiry null: none) or revoke it. */
export const qualificationGranted = (email: string, facilityId: string, expiresOn: string | null, at: string): AnyEvent => ({
  type: 'QualificationGranted',
  version: 1,
  eventId: `qg-${email}-${facilityId}-${at}`,
  occurredAt: at,
  actor: { kind: 'user', userId: 'u-admin', email: 'admin@centre.example', role: 'admin' },
  correlationId: 'c',
  data: { email, facilityId, expiresOn, note: '' },
});
export const qualificationRevoked = (email: string, facilityId: string, at: string): AnyEvent => ({
  type: 'QualificationRevoked',
  version: 1,
  eventId: `qr-${email}-${facilityId}-${at}`,
  occurredAt: at,
  actor: { kind: 'user', userId: 'u-admin', email: 'admin@centre.example', role: 'admin' },
  correlationId: 'c',
  data: { email, facilityId, reason: 'Unsafe use' },
});

/**
 * A plausible stream of bookings for tests that need many: every booking takes its own
 * facility (so none clash), and every third and fifth is later approved or rejected.
 */
export const bookingStream = (from: number, count: number, days = 3): AnyEvent[] => {
  const out: AnyEvent[] = [];
  for (let i = from; i < from + count; i += 1) {
    const lab = LABS[i % LABS.length] ?? 'BioLab';
    const date = `2026-12-${String(1 + (i % days)).padStart(2, '0')}`;
    const at = new Date(Date.UTC(2026, 10, 20, 4, 0, 0) + i * 1000).toISOString();
    const bookingId = `b-${i}`;
    if (i % 5 === 4 && i - 2 >= from) {
      const earlier = i - 2;
      const where = { lab: LABS[earlier % LABS.length] ?? 'BioLab', date: `2026-12-${String(1 + (earlier % days)).padStart(2, '0')}` };
      out.push(rejected(`b-${earlier}`, 'Lab closed', at, where));
    } else if (i % 3 === 2 && i - 1 >= from) {
      const earlier = i - 1;
      const where = { lab: LABS[earlier % LABS.length] ?? 'BioLab', date: `2026-12-${String(1 + (earlier % days)).padStart(2, '0')}` };
      out.push(approved(`b-${earlier}`, '', at, where));
    } else {
      out.push(requested({ bookingId, lab, date, slots: [SLOTS[i % SLOTS.length] ?? '09:00'], facilityIds: [`f-${i}`] }, at));
    }
  }
  return out;
};
