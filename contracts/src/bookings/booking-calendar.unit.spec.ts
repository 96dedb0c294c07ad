import { requestedRecord } from './booking-record.js';
import { bookingCalendar, calendarSpans, googleCalendarLink } from './booking-calendar.js';

const record = {
  ...requestedRecord(
    {
      bookingId: 'bk-FabricationLab-20261130-abc',
      name: 'Asha; Rao',
      userType: 'student',
      email: 'asha@example.edu',
      lab: 'FabricationLab',
      date: '2026-11-30',
      slots: ['09:00', '10:00', '14:00'],
      facilityIds: ['fab-prusa-mk4-1'],
    },
    '2026-11-21T10:00:00Z',
  ),
  status: 'approved' as const,
};
const NOW = new Date('2026-11-21T10:05:00Z');

describe('the booking as a calendar entry', () => {
  it('one event per run of consecutive slots, in the centre zone, with stable UIDs', () => {
    expect(calendarSpans(record, 'Asia/Kolkata').map((s) => [s.uid, s.start.toISOString(), s.end.toISOString()])).toEqual([
      ['bk-FabricationLab-20261130-abc-09@centre-portal', '2026-11-30T03:30:00.000Z', '2026-11-30T05:30:00.000Z'],
      ['bk-FabricationLab-20261130-abc-14@centre-portal', '2026-11-30T08:30:00.000Z', '2026-11-30T09:30:00.000Z'],
    ]);
  });

  it('REQUEST and CANCEL carry the same UIDs; CANCEL outranks and cancels', () => {
    const request = bookingCalendar(record, 'REQUEST', 'Asia/Kolkata', NOW);
    const cancel = bookingCalendar(record, 'CANCEL', 'Asia/Kolkata', NOW);
    expect(request).toContain('METHOD:REQUEST');
    expect(cancel).toContain('METHOD:CANCEL');
    const uids = (ics: string) => ics.match(/^UID:.*$/gm);
    expect(uids(cancel)).toEqual(uids(request));
    expect(cancel).toContain('STATUS:CANCELLED');
    expect(cancel).toContain('SEQUENCE:1');
    expect(request).toContain('DTSTART:20261130T033000Z');
    expect(request).toContain('ATTENDEE;CN=Asha\\; Rao:mailto:asha@example.edu');
  });

  it('ends lines with CRLF and folds none longer than 75 octets', () => {
    const ics = bookingCalendar({ ...record, facilities: ['एक लांब नावाचे उपकरण जे ओळीपेक्षा मोठे आहे आणि दुमडले पाहिजे'] }, 'PUBLISH', 'Asia/Kolkata', NOW);
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n ');
  });

  it('gives a Google Calendar link for the first run', () => {
    const url = new URL(googleCalendarLink(record, 'Asia/Kolkata') ?? '');
    expect(url.hostname).toBe('calendar.google.com');
    expect(url.searchParams.get('dates')).toBe('20261130T033000Z/20261130T053000Z');
  });
});
