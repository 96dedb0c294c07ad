import { requestedRecord, type BookerBooking, type BookingRecord } from '@centre/contracts';
import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { myBookingContent } from '../../../content/booking';
import { mockFetch, reply } from '../../../test/fetch';
import { renderWithQueries } from '../../../test/render';
import { MyBookingPage } from './my-booking-page';

jest.setTimeout(20_000);

const record = (over: Partial<BookingRecord> = {}): BookingRecord => ({
  ...requestedRecord(
    {
      bookingId: 'bk-FabricationLab-20261130-abc',
      name: 'Asha Rao',
      userType: 'student',
      email: 'asha@example.com',
      lab: 'FabricationLab',
      date: '2026-11-30',
      slots: ['10:00'],
      facilityIds: ['fab-prusa-mk4-1'],
      confirmBy: '2026-11-21T10:30:00.000Z',
    },
    '2026-11-21T10:00:00.000Z',
  ),
  ...over,
});

const answer = (r: BookingRecord, canCancel = true): BookerBooking => ({
  record: r,
  history: [{ type: 'BookingRequested', status: r.status, at: '2026-11-21T10:00:00.000Z', by: 'you' }],
  canCancel,
});

const show = () => renderWithQueries(<MyBookingPage id="bk-FabricationLab-20261130-abc" token="t0k" />);

describe('MyBookingPage', () => {
  it('confirms a requested booking once on opening, with the token in a header, and says so', async () => {
    let status: BookingRecord['status'] = 'requested';
    const calls = mockFetch((call) => {
      if (call.url.endsWith('/confirm')) {
        status = 'pending';
        return reply(200, { success: true, status: 'pending', position: 2 });
      }
      return reply(200, { success: true, booking: answer(record({ status })) });
    });
    show();
    expect(await screen.findByText(myBookingContent.justConfirmed)).toBeInTheDocument();
    expect(await screen.findByText(myBookingContent.statusText.pending)).toBeInTheDocument();
    const confirms = calls.filter((c) => c.url.endsWith('/confirm'));
    expect(confirms).toHaveLength(1);
    expect(confirms[0]!.init.method).toBe('POST');
    expect((confirms[0]!.init.headers as Record<string, string>)['X-Booking-Token']).toBe('t0k');
    expect(screen.getByText('bk-FabricationLab-20261130-abc')).toBeInTheDocument();
    expect(screen.getByText('Monday, 30 November 2026')).toBeInTheDocument();
  });

  it('cancels only after the confirmation step, with the reason', async () => {
    let status: BookingRecord['status'] = 'approved';
    const calls = mockFetch((call) => {
      if (call.url.endsWith('/cancel')) {
        status = 'cancelled';
        return reply(200, { success: true, status: 'cancelled', position: 3 });
      }
      return reply(200, { success: true, booking: answer(record({ status, confirmBy: undefined }), status === 'approved') });
    });
    show();
    await userEvent.type(await screen.findByLabelText(myBookingContent.cancelReason), 'Exam moved');
    await userEvent.click(screen.getByRole('button', { name: myBookingContent.cancel }));
    expect(calls.some((c) => c.url.endsWith('/cancel'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: myBookingContent.cancelYes }));
    expect(await screen.findByText(myBookingContent.cancelled)).toBeInTheDocument();
    const cancel = calls.find((c) => c.url.endsWith('/cancel'))!;
    expect(JSON.parse(String(cancel.init.body))).toEqual({ reason: 'Exam moved' });
    await waitFor(() => expect(screen.getByText(myBookingContent.statusText.cancelled)).toBeInTheDocument());
  });

  it('offers the calendar for an approved booking: an .ics file and a Google link', async () => {
    mockFetch(() => reply(200, { success: true, booking: answer(record({ status: 'approved', confirmBy: undefined })) }));
    show();
    const download = await screen.findByRole('link', { name: myBookingContent.calendarDownload });
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain('BEGIN:VCALENDAR');
    expect(screen.getByRole('link', { name: myBookingContent.calendarGoogle }).getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\//);
  });

  it('28.3 says that the lab has told the booker of a closure over their approved booking, and shows the step in its history', async () => {
    const flags = [{ operationId: 'cl-1', kind: 'closure' as const, words: 'Diwali', at: '2026-11-22T10:00:00.000Z' }];
    const booking = answer(record({ status: 'approved', confirmBy: undefined, flags }));
    mockFetch(() => reply(200, { success: true, booking: { ...booking, history: [...booking.history, { type: 'BookingFlagged', status: 'approved', at: flags[0]!.at, by: 'lab', notes: 'Diwali' }] } }));
    show();
    expect(await screen.findByText(`${myBookingContent.flagged.closure('Diwali')} ${myBookingContent.flagged.next}`)).toBeInTheDocument();
    expect(screen.getByText(myBookingContent.steps.BookingFlagged!, { exact: false })).toBeInTheDocument();
  });

  it('28.3 says nothing of a flag once the booking is no longer approved', async () => {
    const flags = [{ operationId: 'cl-1', kind: 'closure' as const, words: 'Diwali', at: '2026-11-22T10:00:00.000Z' }];
    mockFetch(() => reply(200, { success: true, booking: answer(record({ status: 'cancelled', confirmBy: undefined, flags }), false) }));
    show();
    expect(await screen.findByText(myBookingContent.statusText.cancelled)).toBeInTheDocument();
    expect(screen.queryByText(myBookingContent.flagged.next, { exact: false })).not.toBeInTheDocument();
  });

  it('says why when the link is refused, and asks for the mail when there is none', async () => {
    mockFetch(() => reply(401, { success: false, code: 'REVIEW_ACCESS_DENIED', message: 'This link is invalid or has expired. Please use the link from your latest booking email.', messageCode: 'review.bookerLinkInvalid' }));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired');
    renderWithQueries(<MyBookingPage id={undefined} token={undefined} />);
    expect(screen.getByText(myBookingContent.missingLink)).toBeInTheDocument();
  });
});
