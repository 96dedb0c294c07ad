import { requestedRecord, type BookingRequested, type LabDayEvent } from '@centre/contracts';
import { flagMailsFor } from './booking-flag-mails.js';
import type { MailContext } from './mail.templates.js';

const request: BookingRequested['data'] = {
  bookingId: 'bk-BioLab-20261130-abc',
  userType: 'student',
  lab: 'BioLab',
  date: '2026-11-30',
  slots: ['09:00'],
  facilityIds: [],
  name: 'Ishaan Verma',
  email: 'ishaan@example.edu',
  confirmBy: null,
  decideBy: null,
};
const approved = { ...requestedRecord(request, '2026-11-21T10:00:00Z'), status: 'approved' as const };
const envelope = { version: 1 as const, occurredAt: '2026-11-22T10:00:00Z', actor: { kind: 'system' as const, reason: 'lab-operations' }, correlationId: 'c1' };
const ref = { bookingId: request.bookingId, lab: 'BioLab', date: request.date };
const context: MailContext = {
  record: approved,
  reviewers: [
    { userId: 'u-bio', email: 'bio@centre.test', labs: ['BioLab'] },
    { userId: 'u-fab', email: 'fab@centre.test', labs: ['FabricationLab'] },
    { userId: 'u-admin', email: 'admin@centre.test' },
  ],
  reviewLink: (id, userId) => `http://localhost:5000/booking-review?id=${id}&token=${userId}`,
  bookerLink: (id) => `http://localhost:5000/booking/manage?id=${id}&token=b0k`,
};
const flagged: LabDayEvent = { ...envelope, eventId: 'e5', type: 'BookingFlagged', data: { ...ref, operationId: 'cl-1', kind: 'closure', words: 'Diwali' } };

describe('28.3 the mails of a flag', () => {
  it("BookingFlagged: the booker, and each reviewer of the lab with their link, under the old notice's keys", () => {
    const mails = flagMailsFor('e5', flagged, context);
    expect(mails.map((m) => [m.key, m.to])).toEqual([
      ['lab-operations:cl-1:bk-BioLab-20261130-abc:booker', 'ishaan@example.edu'],
      ['lab-operations:cl-1:bk-BioLab-20261130-abc:u-bio', 'bio@centre.test'],
      ['lab-operations:cl-1:bk-BioLab-20261130-abc:u-admin', 'admin@centre.test'],
    ]);
    expect(mails[0]!.text).toContain('The lab will be closed on the day of your booking (Diwali).');
    expect(mails[0]!.text).toContain('token=b0k');
    expect(mails[1]!.text).toContain('token=u-bio');
    expect(mails[1]!.text).toContain('Needs attention');
  });

  it('BookingFlagged: a Marathi booker reads it in Marathi', () => {
    const [mail] = flagMailsFor('e5', flagged, { ...context, record: { ...approved, language: 'mr' } });
    expect(mail!.subject).toBe('तुमच्या मंजूर बुकिंगवर परिणाम झाला आहे (2026-11-30)');
    expect(mail!.text).toContain('प्रयोगशाळा बंद राहील (Diwali)');
  });

  it('BookingFlagCleared: the booker hears that the booking stands, with the note; nobody else', () => {
    const withFlag = { ...approved, flags: [{ operationId: 'cl-1', kind: 'closure' as const, words: 'Diwali', at: '2026-11-22T10:00:00Z' }] };
    const cleared: LabDayEvent = { ...envelope, eventId: 'e6', type: 'BookingFlagCleared', data: { ...ref, notes: 'Held in the annexe' } };
    const mails = flagMailsFor('e6', cleared, { ...context, record: withFlag });
    expect(mails.map((m) => [m.key, m.to, m.subject])).toEqual([['e6:booker', 'ishaan@example.edu', 'Your booking stands (2026-11-30)']]);
    expect(mails[0]!.text).toContain("The lab's note: Held in the annexe");
  });

  it('any other event, or a booking not found, mails nothing', () => {
    expect(flagMailsFor('e5', flagged, { ...context, record: undefined } as MailContext)).toEqual([]);
    const approvedEvent: LabDayEvent = { ...envelope, eventId: 'e7', type: 'BookingApproved', data: { ...ref, notes: '' } };
    expect(flagMailsFor('e7', approvedEvent, context)).toEqual([]);
  });
});
