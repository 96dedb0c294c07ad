import {
  labDayStreamId,
  type Actor,
  type AnyEvent,
  type BookingApproved,
  type BookingRejected,
  type BookingRequested,
  type BookingRequestedV1Data,
  type ContactMessageReceived,
  type ContactMessageReceivedV1Data,
  type StartupApplicationSubmitted,
  type StartupApplicationSubmittedV1Data,
} from '@centre/contracts';
import type { RecordedEvent } from '@centre/contracts';

let sequence = 0;
const nextId = (): string => `evt-${++sequence}`;

const envelope = <T extends string, D>(type: T, data: D, occurredAt: string, actor: Actor) => ({
  type,
  version: 1 as const,
  eventId: nextId(),
  occurredAt,
  actor,
  correlationId: `corr-${sequence}`,
  data,
});

export const requested = (
  overrides: Partial<BookingRequestedV1Data> = {},
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
      ...overrides,
    } as BookingRequestedV1Data,
    occurredAt,
    { kind: 'visitor' },
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
  if (data.lab && data.date) return labDayStreamId(data.lab, data.date);
  if (data.messageId) return `contact-${data.messageId}`;
  return `application-${data.applicationId ?? 'x'}`;
};
