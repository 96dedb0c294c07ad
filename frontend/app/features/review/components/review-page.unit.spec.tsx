import {
  REVIEW_MESSAGES,
  apiError,
  requestedRecord,
  reviewPageBooking,
  type BookingHistoryEntry,
  type BookingRecord,
} from '@centre/contracts';
import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reviewContent } from '../../../content/booking';
import { formatters, switchLanguage } from '../../../lib/i18n';
import { mockFetch, reply } from '../../../test/fetch';
import { renderWithQueries } from '../../../test/render';
import { ReviewPage } from './review-page';

jest.setTimeout(20_000);

const REQUESTED: BookingHistoryEntry = {
  eventId: 'e1',
  type: 'BookingRequested',
  status: 'pending',
  at: '2026-11-21T10:00:00.000Z',
  actor: { kind: 'visitor' },
  position: 1,
  revision: 0,
  correlationId: 'c1',
};

/** The booking as GET /api/bookings/{id} answers it (both spellings), changed by `over`. */
const booking = (
  over: Partial<BookingRecord> = {},
  history: BookingHistoryEntry[] = [REQUESTED],
) =>
  reviewPageBooking({
    record: {
      ...requestedRecord(
        {
          bookingId: 'bk-1',
          name: 'Asha Rao',
          userType: 'student',
          email: 'asha@example.com',
          contactNumber: '9876543210',
          institute: 'College of Engineering',
          lab: 'FabricationLab',
          date: '2099-03-10',
          slots: ['09:00', '10:00'],
          facilityIds: ['fab-prusa-mk4-1'],
        },
        '2026-11-21T10:00:00.000Z',
      ),
      ...over,
    },
    history,
  });

const show = (id: string | undefined = 'bk-1', token: string | undefined = 'tok') => renderWithQueries(<ReviewPage id={id} token={token} />);

describe('ReviewPage', () => {
  it('fetches nothing without an id', () => {
    const calls = mockFetch(() => reply(200, {}));
    show('');
    expect(screen.getByText(reviewContent.missingId)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a spinner, then every field of the booking, pending in yellow, and its history', async () => {
    const calls = mockFetch(() => reply(200, { success: true, booking: booking() }));
    show();
    expect(screen.getByRole('status')).toHaveTextContent(reviewContent.loading);
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(calls[0]!.url).toBe('/api/bookings/bk-1?token=tok');
    expect(
      screen.getByRole('heading', { level: 1, name: REVIEW_MESSAGES.heading }),
    ).toBeInTheDocument();
    for (const text of [
      'Student',
      'asha@example.com',
      '9876543210',
      'College of Engineering',
      'Fabrication Lab',
      '2099-03-10',
      '9:00 AM - 10:00 AM, 10:00 AM - 11:00 AM',
      'Prusa MK4 3D Printer (Unit 1)',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByText(reviewContent.labels.updatedAt)).not.toBeInTheDocument();
    expect(screen.getByText('PENDING')).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByLabelText(REVIEW_MESSAGES.adminNotes)).toBeInTheDocument();
    const trail = screen.getByRole('region', { name: reviewContent.history.heading });
    expect(within(trail).getByText('Requested')).toBeInTheDocument();
    expect(within(trail).getByText(/the booker/)).toBeInTheDocument();
  });

  it('approves with the notes and the token, shows the result in green, hides the buttons and ignores repeat clicks', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let decided = false;
    const calls = mockFetch(async (call) => {
      if (call.init.method === 'PUT') {
        await gate;
        decided = true;
        return reply(200, { success: true, message: REVIEW_MESSAGES.approved, status: 'approved' });
      }
      return reply(
        200,
        decided
          ? {
              success: true,
              booking: booking(
                { status: 'approved', adminNotes: 'Fine by me', updatedAt: '2026-11-21T11:00:00.000Z' },
                [
                  REQUESTED,
                  {
                    eventId: 'e2',
                    type: 'BookingApproved',
                    status: 'approved',
                    at: '2026-11-21T11:00:00.000Z',
                    actor: { kind: 'user', email: 'rev@centre.test', role: 'reviewer' },
                    notes: 'Fine by me',
                    position: 2,
                    revision: 1,
                    correlationId: 'c2',
                  },
                ],
              ),
            }
          : { success: true, booking: booking() },
      );
    });
    const user = userEvent.setup();
    show();
    await user.type(await screen.findByLabelText(REVIEW_MESSAGES.adminNotes), ' Fine by me ');
    const approve = screen.getByRole('button', { name: REVIEW_MESSAGES.approve });
    await user.click(approve);
    expect(screen.queryByRole('button', { name: REVIEW_MESSAGES.approve })).not.toBeInTheDocument();
    expect(screen.getByText(reviewContent.processing)).toBeInTheDocument();
    release();
    const result = await screen.findByText(REVIEW_MESSAGES.approved);
    expect(result.className).toMatch(/green/);
    expect(screen.getByText('APPROVED')).toHaveAttribute('data-tone', 'green');
    expect(screen.queryByRole('button', { name: REVIEW_MESSAGES.reject })).not.toBeInTheDocument();
    const puts = calls.filter((c) => c.init.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.url).toBe('/api/bookings/bk-1/status?token=tok');
    expect(JSON.parse(String(puts[0]!.init.body))).toEqual({
      status: 'approve',
      adminNotes: 'Fine by me',
    });
    expect((puts[0]!.init.headers as Record<string, string>)['X-Review-Token']).toBe('tok');
    await waitFor(() => expect(screen.getByText(/rev@centre\.test/)).toBeInTheDocument());
    expect(screen.getByText(reviewContent.labels.updatedAt)).toBeInTheDocument();
  });

  it('shows a booking decided before as such, without buttons, rejected in red', async () => {
    mockFetch(() =>
      reply(200, {
        success: true,
        booking: booking({ status: 'rejected', adminNotes: 'Lab closed' }),
      }),
    );
    show();
    expect(await screen.findByText('REJECTED')).toHaveAttribute('data-tone', 'red');
    // A reopened link states the decision; it does not announce a success again.
    expect(screen.getByText(REVIEW_MESSAGES.alreadyRejected).className).toMatch(/red/);
    expect(screen.queryByText(REVIEW_MESSAGES.rejected)).not.toBeInTheDocument();
    expect(screen.getByText('Lab closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REVIEW_MESSAGES.approve })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(REVIEW_MESSAGES.adminNotes)).not.toBeInTheDocument();
  });

  it.each([
    ['no booking in the answer', () => reply(200, { success: false }), REVIEW_MESSAGES.notFound],
    ['a 404', () => reply(404, { success: false }), REVIEW_MESSAGES.notFound],
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      REVIEW_MESSAGES.loadFailed,
    ],
    ['a server failure', () => reply(500, {}), REVIEW_MESSAGES.loadFailed],
    [
      'a missing or bad token',
      () => reply(401, { success: false, message: 'Sign in' }),
      reviewContent.unauthorised,
    ],
  ])('explains %s', async (_name, answer, message) => {
    mockFetch(answer);
    show();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says what went wrong when an action is refused or cannot be sent', async () => {
    let put = 0;
    mockFetch((call) => {
      if (call.init.method !== 'PUT') return reply(200, { success: true, booking: booking() });
      put += 1;
      return put === 1
        ? reply(409, apiError('BOOKING_ALREADY_DECIDED', 'review.alreadyApproved', { status: 'approved' }))
        : Promise.reject(new TypeError('x'));
    });
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: REVIEW_MESSAGES.reject }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${REVIEW_MESSAGES.actionFailed}: ${REVIEW_MESSAGES.alreadyApproved}`,
    );
    await user.click(await screen.findByRole('button', { name: REVIEW_MESSAGES.reject }));
    expect(await screen.findByText(REVIEW_MESSAGES.actionNetworkFailure)).toBeInTheDocument();
  });
});

describe('ReviewPage in Marathi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('shows the booking, its choices, dates and history in Marathi', async () => {
    mockFetch(() => reply(200, { success: true, booking: booking() }));
    show();
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    await act(() => switchLanguage('mr'));
    const mr = formatters('mr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'बुकिंगचे पुनरावलोकन' }),
    ).toBeInTheDocument();
    for (const text of [
      'विद्यार्थी',
      'अभियांत्रिकी महाविद्यालय',
      mr.date('2099-03-10'),
      `${mr.timeRange('09:00', '10:00')}, ${mr.timeRange('10:00', '11:00')}`,
      mr.dateTime('2026-11-21T10:00:00.000Z'),
      'Prusa MK4 3D Printer (Unit 1)',
    ]) {
      expect(screen.getAllByText(text)[0]).toBeInTheDocument();
    }
    expect(screen.getByText('वापरकर्त्याचा प्रकार')).toBeInTheDocument();
    expect(screen.getByText('प्रलंबित')).toHaveAttribute('data-tone', 'yellow');
    expect(screen.getByRole('button', { name: 'मंजूर करा' })).toBeInTheDocument();
    const trail = screen.getByRole('region', { name: 'इतिहास' });
    expect(within(trail).getByText('विनंती केली')).toBeInTheDocument();
    expect(within(trail).getByText(/बुकिंग करणारी व्यक्ती/)).toBeInTheDocument();
  });

  it('says in Marathi that the booking could not be loaded', async () => {
    mockFetch(() => reply(500, {}));
    show();
    await act(() => switchLanguage('mr'));
    expect(await screen.findByText('बुकिंग उघडता आले नाही')).toBeInTheDocument();
  });

  it('says in Marathi that another reviewer decided first', async () => {
    mockFetch((call) =>
      call.init.method === 'PUT'
        ? reply(409, apiError('BOOKING_ALREADY_DECIDED', 'review.alreadyRejected', { status: 'rejected' }))
        : reply(200, { success: true, booking: booking() }),
    );
    const user = userEvent.setup();
    show();
    await act(() => switchLanguage('mr'));
    await user.click(await screen.findByRole('button', { name: 'मंजूर करा' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'काहीतरी चुकले: हे बुकिंग आधीच नामंजूर झाले आहे.',
    );
  });
});
