import { requestedRecord, type BookingRequested, type LabDayEvent } from '@centre/contracts';
import { mailsFor, type MailContext } from './mail.templates.js';

const request: BookingRequested['data'] = {
  bookingId: 'bk-BioLab-20261130-abc',
  userType: 'student',
  lab: 'BioLab',
  date: '2026-11-30',
  slots: ['09:00', '10:00'],
  facilityIds: [],
  name: 'Ishaan Verma',
  email: 'ishaan@example.edu',
  confirmBy: null,
  decideBy: null,
};
const envelope = { version: 1 as const, eventId: 'e1', occurredAt: '2026-11-21T10:00:00Z', actor: { kind: 'visitor' as const }, correlationId: 'c1' };
/** The booking as its stream holds it when a decision about it is mailed. */
const recordOf = (data: BookingRequested['data']) => requestedRecord(data, '2026-11-21T10:00:00Z');
const context: MailContext = {
  reviewers: [
    { userId: 'u-rev', email: 'rev@centre.test' },
    { userId: 'u-admin', email: 'admin@centre.test' },
  ],
  // The token stands for one signed with the reviewer's id.
  reviewLink: (id) => `http://localhost:5000/booking-review?id=${id}&token=t0k`,
  bookerLink: (id) => `http://localhost:5000/booking/manage?id=${id}&token=b0k`,
};

describe('mailsFor', () => {
  it('BookingRequested: a confirmation to the booker and the signed review link to each reviewer', () => {
    const event: LabDayEvent = { ...envelope, version: 2, type: 'BookingRequested', data: request };
    const mails = mailsFor('e1', event, context);
    expect(mails.map((m) => [m.key, m.to])).toEqual([
      ['e1:booker', 'ishaan@example.edu'],
      ['e1:reviewer:rev@centre.test', 'rev@centre.test'],
      ['e1:reviewer:admin@centre.test', 'admin@centre.test'],
    ]);
    expect(mails[0]!.text).toContain('9:00 AM - 10:00 AM, 10:00 AM - 11:00 AM');
    expect(mails[0]!.text).toContain('Lab: Bio Lab');
    expect(mails[1]!.subject).toBe('Booking request to review: Bio Lab, 2026-11-30');
    // The booker's mail carries their own link, never a reviewer's.
    expect(mails[0]!.text).not.toContain('token=t0k');
    expect(mails[0]!.text).not.toContain('booking-review');
    for (const reviewerMail of mails.slice(1)) {
      expect(reviewerMail.text).toContain('booking-review?id=bk-BioLab-20261130-abc&token=t0k');
      expect(reviewerMail.html).toContain('href="http://localhost:5000/booking-review?id=bk-BioLab-20261130-abc&amp;token=t0k"');
    }
  });

  it('BookingRequested by a reviewer: they are not mailed twice', () => {
    const event: LabDayEvent = { ...envelope, version: 2, type: 'BookingRequested', data: { ...request, email: 'rev@centre.test' } };
    expect(mailsFor('e1', event, context).map((m) => m.to)).toEqual(['rev@centre.test', 'admin@centre.test']);
  });

  it('BookingApproved: the booker hears of it with the notes', () => {
    const event: LabDayEvent = { ...envelope, eventId: 'e2', type: 'BookingApproved', data: { bookingId: request.bookingId, lab: 'BioLab', date: request.date, notes: 'Bring your ID card' } };
    const [mail, ...rest] = mailsFor('e2', event, { ...context, record: recordOf(request) });
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ key: 'e2:booker', to: 'ishaan@example.edu', subject: 'Your booking request was approved (2026-11-30)' });
    expect(mail!.text).toContain('Notes from the reviewer: Bring your ID card');
    expect(mail!.html).toContain('Notes from the reviewer: Bring your ID card');
  });

  it('BookingRejected: the booker hears of it, HTML-escaped, and without a notes line when none were given', () => {
    const event: LabDayEvent = { ...envelope, eventId: 'e3', type: 'BookingRejected', data: { bookingId: request.bookingId, lab: 'BioLab', date: request.date, notes: '' } };
    const [mail] = mailsFor('e3', event, { ...context, record: recordOf({ ...request, name: 'A <b>bold</b> name' }) });
    expect(mail!.subject).toBe('Your booking request was rejected (2026-11-30)');
    expect(mail!.text).not.toContain('Notes from the reviewer');
    expect(mail!.html).toContain('A &lt;b&gt;bold&lt;/b&gt; name');
  });

  it('a decision whose request cannot be found sends nothing rather than a mail to nobody', () => {
    const event: LabDayEvent = { ...envelope, type: 'BookingApproved', data: { bookingId: 'x', lab: 'BioLab', date: request.date, notes: '' } };
    expect(mailsFor('e4', event, context)).toEqual([]);
  });
});

describe('mailsFor: the life after the request', () => {
  const unconfirmed: BookingRequested['data'] = { ...request, confirmBy: '2026-11-21T10:30:00.000Z', decideBy: '2026-11-30T01:30:00.000Z' };
  const ref = { bookingId: request.bookingId, lab: 'BioLab', date: request.date };
  const at = { ...envelope, version: 1 as const };

  it('BookingRequested awaiting confirmation: only the booker, asked to confirm by a deadline, with their link', () => {
    const event: LabDayEvent = { ...envelope, version: 2, type: 'BookingRequested', data: unconfirmed };
    const mails = mailsFor('e1', event, context);
    expect(mails.map((m) => m.to)).toEqual(['ishaan@example.edu']);
    expect(mails[0]!.subject).toBe('Please confirm your booking request (2026-11-30)');
    expect(mails[0]!.text).toContain('Saturday, 21 November 2026 at 16:00');
    expect(mails[0]!.text).toContain('Confirm and see your booking: http://localhost:5000/booking/manage?id=bk-BioLab-20261130-abc&token=b0k');
    expect(mails[0]!.text).not.toContain('booking-review');
  });

  it('dates carry their weekday', () => {
    const event: LabDayEvent = { ...envelope, version: 2, type: 'BookingRequested', data: request };
    expect(mailsFor('e1', event, context)[0]!.text).toContain('Date: Monday, 30 November 2026');
  });

  it("27.4 BookingConfirmed: only the reviewers of the booking's lab (and those given no labs) are mailed", () => {
    const event: LabDayEvent = { ...at, eventId: 'e7', type: 'BookingConfirmed', data: ref };
    const mails = mailsFor('e7', event, {
      ...context,
      reviewers: [
        { userId: 'u-fab', email: 'fab@centre.test', labs: ['FabricationLab'] },
        { userId: 'u-bio', email: 'bio@centre.test', labs: ['FabricationLab', 'BioLab'] },
        { userId: 'u-admin', email: 'admin@centre.test', labs: [] },
      ],
      record: requestedRecord(unconfirmed, '2026-11-21T10:00:00Z'),
    });
    expect(mails.map((m) => m.to)).toEqual(['bio@centre.test', 'admin@centre.test']);
  });

  it('BookingConfirmed: each reviewer gets a link signed for them; the booker is not mailed again', () => {
    const event: LabDayEvent = { ...at, eventId: 'e5', type: 'BookingConfirmed', data: ref };
    const links: string[] = [];
    const mails = mailsFor('e5', event, {
      ...context,
      record: requestedRecord(unconfirmed, '2026-11-21T10:00:00Z'),
      reviewLink: (id, userId) => {
        links.push(`${id}:${userId}`);
        return `http://x/booking-review?id=${id}&token=${userId}`;
      },
    });
    expect(mails.map((m) => [m.key, m.to])).toEqual([
      ['e5:reviewer:rev@centre.test', 'rev@centre.test'],
      ['e5:reviewer:admin@centre.test', 'admin@centre.test'],
    ]);
    expect(links).toEqual([`${request.bookingId}:u-rev`, `${request.bookingId}:u-admin`]);
    expect(mails[1]!.text).toContain('token=u-admin');
  });

  it('BookingCancelled by the lab: the booker hears why; by the booker: a receipt without a reason line', () => {
    const byLab: LabDayEvent = { ...at, eventId: 'e6', type: 'BookingCancelled', actor: { kind: 'user', userId: 'u-rev', email: 'rev@centre.test', role: 'reviewer' }, data: { ...ref, by: 'reviewer', reason: 'Power outage' } };
    const [mail] = mailsFor('e6', byLab, { ...context, record: recordOf(request) });
    expect(mail).toMatchObject({ key: 'e6:booker', to: 'ishaan@example.edu', subject: 'Your booking was cancelled (2026-11-30)' });
    expect(mail!.text).toContain('the lab has had to cancel');
    expect(mail!.text).toContain('Reason: Power outage');
    const byBooker: LabDayEvent = { ...at, eventId: 'e7', type: 'BookingCancelled', actor: { kind: 'booker' }, data: { ...ref, by: 'booker', reason: '' } };
    const [receipt] = mailsFor('e7', byBooker, { ...context, record: recordOf(request) });
    expect(receipt!.text).toContain('As you asked');
    expect(receipt!.text).not.toContain('Reason:');
  });

  it('BookingExpired: the booker is told that it lapsed, and why', () => {
    const unconfirmedLapse: LabDayEvent = { ...at, eventId: 'e8', type: 'BookingExpired', actor: { kind: 'scheduler' }, data: { ...ref, stage: 'unconfirmed', deadline: '2026-11-21T10:30:00.000Z' } };
    const [mail] = mailsFor('e8', unconfirmedLapse, { ...context, record: requestedRecord(unconfirmed, '2026-11-21T10:00:00Z') });
    expect(mail).toMatchObject({ to: 'ishaan@example.edu', subject: 'Your booking request has lapsed (2026-11-30)' });
    expect(mail!.text).toContain('was not confirmed from our mail in time');
    const undecided: LabDayEvent = { ...unconfirmedLapse, data: { ...ref, stage: 'undecided', deadline: '2026-11-30T01:30:00.000Z' } };
    expect(mailsFor('e8', undecided, { ...context, record: recordOf(request) })[0]!.text).toContain('could not decide');
  });
});

describe('mailsFor: calendar entries', () => {
  const ref = { bookingId: request.bookingId, lab: 'BioLab', date: request.date };
  const at = { ...envelope, version: 1 as const };
  const withSlots: BookingRequested['data'] = { ...request, facilityIds: ['bio-eppendorf-5424r'] };

  it('the approval carries the booking as a calendar REQUEST; a rejection carries none', () => {
    const approvedEvent: LabDayEvent = { ...at, eventId: 'e2', type: 'BookingApproved', data: { ...ref, notes: '' } };
    const [mail] = mailsFor('e2', approvedEvent, { ...context, record: recordOf(withSlots), at: new Date('2026-11-21T11:00:00Z') });
    expect(mail!.calendar?.method).toBe('REQUEST');
    expect(mail!.calendar?.content).toContain('METHOD:REQUEST');
    expect(mail!.calendar?.content).toContain('DTSTART:20261130T033000Z');
    const rejectedEvent: LabDayEvent = { ...at, eventId: 'e3', type: 'BookingRejected', data: { ...ref, notes: 'no' } };
    expect(mailsFor('e3', rejectedEvent, { ...context, record: recordOf(withSlots) })[0]!.calendar).toBeUndefined();
  });

  it('cancelling an approved booking sends a CANCEL with the same UIDs; an unapproved one sends none', () => {
    const approvedRecord = { ...recordOf(withSlots), status: 'approved' as const };
    const approvedEvent: LabDayEvent = { ...at, eventId: 'e2', type: 'BookingApproved', data: { ...ref, notes: '' } };
    const cancelEvent: LabDayEvent = { ...at, eventId: 'e9', type: 'BookingCancelled', actor: { kind: 'booker' }, data: { ...ref, by: 'booker', reason: '' } };
    const request_ = mailsFor('e2', approvedEvent, { ...context, record: recordOf(withSlots) })[0]!.calendar!.content;
    const cancel = mailsFor('e9', cancelEvent, { ...context, record: approvedRecord })[0]!.calendar!;
    expect(cancel.method).toBe('CANCEL');
    const uids = (ics: string) => ics.match(/^UID:.*$/gm);
    expect(uids(cancel.content)).toEqual(uids(request_));
    expect(mailsFor('e9', cancelEvent, { ...context, record: recordOf(withSlots) })[0]!.calendar).toBeUndefined();
  });
});

describe("27.2 mails in the booker's language", () => {
  const ref = { bookingId: request.bookingId, lab: 'BioLab', date: request.date };
  const at = { ...envelope, version: 1 as const };
  const pending = (language?: 'en' | 'mr'): BookingRequested['data'] => ({ ...request, ...(language && { language }) });
  const unconfirmed = (language?: 'en' | 'mr'): BookingRequested['data'] => ({
    ...pending(language),
    confirmBy: '2026-11-21T10:30:00.000Z',
    decideBy: '2026-11-30T01:30:00.000Z',
  });
  const withBookAgain: MailContext = { ...context, bookAgainLink: (lab) => `http://localhost:5000/booking?lab=${lab}` };
  const reviewer = { kind: 'user' as const, userId: 'u-rev', email: 'rev@centre.test', role: 'reviewer' as const };

  /** Every mail a booker can get, for a request made in `language`. */
  const bookerMails = (language?: 'en' | 'mr') => {
    const record = recordOf(pending(language));
    const mail = (event: LabDayEvent, ctx: MailContext = { ...withBookAgain, record }) => mailsFor(event.eventId, event, ctx)[0]!;
    return {
      confirm: mail({ ...envelope, version: 2, type: 'BookingRequested', data: unconfirmed(language) }),
      received: mail({ ...envelope, version: 2, type: 'BookingRequested', data: pending(language) }),
      approved: mail({ ...at, eventId: 'e2', type: 'BookingApproved', data: { ...ref, notes: 'Bring your ID card' } }),
      rejected: mail({ ...at, eventId: 'e3', type: 'BookingRejected', data: { ...ref, notes: 'Machine booked for a course' } }),
      cancelledByLab: mail({ ...at, eventId: 'e6', type: 'BookingCancelled', actor: reviewer, data: { ...ref, by: 'reviewer', reason: 'Power outage' } }),
      cancelledByBooker: mail({ ...at, eventId: 'e7', type: 'BookingCancelled', actor: { kind: 'booker' }, data: { ...ref, by: 'booker', reason: '' } }),
      expiredUnconfirmed: mail(
        { ...at, eventId: 'e8', type: 'BookingExpired', actor: { kind: 'scheduler' }, data: { ...ref, stage: 'unconfirmed', deadline: '2026-11-21T10:30:00.000Z' } },
        { ...withBookAgain, record: requestedRecord(unconfirmed(language), '2026-11-21T10:00:00Z') },
      ),
      expiredUndecided: mail({ ...at, eventId: 'e9', type: 'BookingExpired', actor: { kind: 'scheduler' }, data: { ...ref, stage: 'undecided', deadline: '2026-11-30T01:30:00.000Z' } }),
    };
  };

  it('renders every booker mail in English, dates with the English weekday, for requests that recorded no language', () => {
    const old = bookerMails();
    expect(bookerMails('en')).toEqual(old);
    for (const mail of Object.values(old)) {
      expect(mail.text).toContain('Dear Ishaan Verma,');
      expect(mail.text).toContain('Date: Monday, 30 November 2026');
      expect(mail.html).toContain('<html lang="en">');
    }
    expect(old.rejected.text).toContain('Notes from the reviewer: Machine booked for a course');
    expect(old.cancelledByLab.text).toContain('Reason: Power outage');
  });

  it('renders every booker mail in Marathi, dates with the Marathi weekday, reasons as given', () => {
    const mails = bookerMails('mr');
    for (const mail of Object.values(mails)) {
      expect(mail.to).toBe('ishaan@example.edu');
      expect(mail.text).toContain('नमस्कार Ishaan Verma,');
      expect(mail.text).toContain('तारीख: सोमवार, ३० नोव्हेंबर, २०२६');
      expect(mail.text).toContain('प्रयोगशाळा: Bio Lab');
      expect(mail.html).toContain('<html lang="mr">');
      // No English words of ours are left in a Marathi mail.
      expect(mail.text).not.toMatch(/Dear|Date:|Time slots|Your booking|See or cancel/);
    }
    expect(mails.confirm.subject).toBe('कृपया तुमच्या बुकिंग विनंतीची पुष्टी करा (2026-11-30)');
    expect(mails.confirm.text).toContain('शनिवार, २१ नोव्हेंबर, २०२६ रोजी १६:०० पर्यंत पुष्टी न केल्यास');
    expect(mails.confirm.text).toContain('पुष्टी करा आणि तुमचे बुकिंग पाहा: http://localhost:5000/booking/manage?id=bk-BioLab-20261130-abc&token=b0k');
    expect(mails.received.subject).toBe('तुमची बुकिंग विनंती मिळाली (2026-11-30)');
    expect(mails.approved.subject).toBe('तुमची बुकिंग विनंती मंजूर झाली (2026-11-30)');
    expect(mails.approved.text).toContain('पुनरावलोकनकर्त्यांची टीप: Bring your ID card');
    expect(mails.approved.calendar?.method).toBe('REQUEST');
    expect(mails.rejected.subject).toBe('तुमची बुकिंग विनंती नामंजूर झाली (2026-11-30)');
    expect(mails.rejected.text).toContain('पुनरावलोकनकर्त्यांची टीप: Machine booked for a course');
    expect(mails.cancelledByLab.text).toContain('कारण: Power outage');
    expect(mails.cancelledByBooker.text).toContain('तुमच्या विनंतीनुसार');
    expect(mails.cancelledByBooker.text).not.toContain('कारण:');
    expect(mails.expiredUnconfirmed.subject).toBe('तुमची बुकिंग विनंती कालबाह्य झाली (2026-11-30)');
  });

  it("the reviewers' mails stay English whatever the booker's language", () => {
    const event: LabDayEvent = { ...envelope, version: 2, type: 'BookingRequested', data: pending('mr') };
    const [, ...toReviewers] = mailsFor('e1', event, context);
    expect(toReviewers).toHaveLength(2);
    for (const mail of toReviewers) {
      expect(mail.subject).toBe('Booking request to review: Bio Lab, 2026-11-30');
      expect(mail.text).toContain('Date: Monday, 30 November 2026');
      expect(mail.text).not.toContain('सोमवार');
    }
  });
});

describe('27.3 the booker is told when their request expires and why', () => {
  const ref = { bookingId: request.bookingId, lab: 'BioLab', date: request.date };
  const lapse = (stage: 'unconfirmed' | 'undecided', deadline: string): LabDayEvent => ({
    ...envelope,
    eventId: 'e8',
    type: 'BookingExpired',
    actor: { kind: 'scheduler' },
    data: { ...ref, stage, deadline },
  });
  const ctx = (language: 'en' | 'mr'): MailContext => ({
    ...context,
    bookAgainLink: (lab) => `http://localhost:5000/booking?lab=${lab}`,
    record: recordOf({ ...request, language }),
  });

  it('names the deadline that passed, in the centre\'s time, and which one it was', () => {
    const [unconfirmed] = mailsFor('e8', lapse('unconfirmed', '2026-11-21T10:30:00.000Z'), ctx('en'));
    expect(unconfirmed!.text).toContain('was not confirmed from our mail in time (by Saturday, 21 November 2026 at 16:00)');
    const [undecided] = mailsFor('e8', lapse('undecided', '2026-11-30T01:30:00.000Z'), ctx('en'));
    expect(undecided!.text).toContain('could not decide on your booking request before its deadline (Monday, 30 November 2026 at 07:00)');
    const [marathi] = mailsFor('e8', lapse('undecided', '2026-11-30T01:30:00.000Z'), ctx('mr'));
    expect(marathi!.text).toContain('प्रयोगशाळा अंतिम मुदतीपूर्वी (सोमवार, ३० नोव्हेंबर, २०२६ रोजी ०७:००)');
  });

  it('gives the way to book again: the booking form on the same lab, then their own page', () => {
    const [mail] = mailsFor('e8', lapse('unconfirmed', '2026-11-21T10:30:00.000Z'), ctx('en'));
    expect(mail!.text).toContain('Book again: http://localhost:5000/booking?lab=BioLab');
    expect(mail!.html).toContain('<a href="http://localhost:5000/booking?lab=BioLab">Book again</a>');
    expect(mail!.text.indexOf('Book again:')).toBeLessThan(mail!.text.indexOf('See or cancel your booking:'));
    const [marathi] = mailsFor('e8', lapse('unconfirmed', '2026-11-21T10:30:00.000Z'), ctx('mr'));
    expect(marathi!.text).toContain('पुन्हा बुक करा: http://localhost:5000/booking?lab=BioLab');
  });
});
