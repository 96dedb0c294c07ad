import { BOOKING_SUBMIT_MESSAGES, REVIEW_MESSAGES, thankYouMessage } from '@centre/contracts';
import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { json, mockFetch, receiptAnswer, RECEIPT_ID, renderAt } from '../testing/booking-test-kit';
import { ThankYou } from './thank-you';

jest.setTimeout(20_000);

/** The page as its route mounts it: the fragment from the address, the name in the path unused. */
function AtThankYou() {
  return <ThankYou fragment={useLocation().hash} />;
}
const open = (url: string) =>
  renderAt(<AtThankYou />, { path: '/booking/thankyou/:username', url });
/** The page itself (the test kit also prints the address beside it). */
const page = () => screen.getByRole('region', { name: 'Booking Received' });
const withReceipt = (name = 'Asha') => `/booking/thankyou/${name}#id=${RECEIPT_ID}&receipt=tok.en`;

describe('27.1 thank-you page', () => {
  it('reads the booking with its receipt and shows its reference and summary, the date with its weekday', async () => {
    const calls = mockFetch(() => json(200, receiptAnswer()));
    open(withReceipt());
    expect(await screen.findByText(thankYouMessage('Asha Rao'))).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`/api/bookings/${RECEIPT_ID}/receipt`);
    expect((calls[0]!.init.headers as Record<string, string>)['X-Receipt-Token']).toBe('tok.en');

    const summary = screen.getByRole('region', { name: 'Your request' });
    expect(within(summary).getByText(RECEIPT_ID)).toBeInTheDocument();
    expect(within(summary).getByText('Fabrication Lab')).toBeInTheDocument();
    expect(within(summary).getByText('Tuesday, 10 March 2099')).toBeInTheDocument();
    expect(
      within(summary).getByText('9:00 AM - 10:00 AM, 10:00 AM - 11:00 AM'),
    ).toBeInTheDocument();
    expect(within(summary).getByText('Prusa MK4 3D Printer (Unit 1)')).toBeInTheDocument();
    // A request, not a confirmation: the mail asks the booker to confirm it.
    expect(screen.getByText(BOOKING_SUBMIT_MESSAGES.mailSent)).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
  });

  it('shows the name the booking holds, never the one typed into the address', async () => {
    mockFetch(() => json(200, receiptAnswer()));
    open(withReceipt('Mallory%20%3Cscript%3E'));
    expect(await screen.findByText(thankYouMessage('Asha Rao'))).toBeInTheDocument();
    expect(within(page()).queryByText(/Mallory/)).not.toBeInTheDocument();
  });

  it('opened without its receipt (a typed or shared address): says where the booking is, names nobody', () => {
    const calls = mockFetch(() => json(200, receiptAnswer()));
    open('/booking/thankyou/Mallory');
    expect(screen.getByRole('status')).toHaveTextContent(BOOKING_SUBMIT_MESSAGES.receiptMissing);
    expect(within(page()).queryByText(/Mallory/)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(
      screen.getByRole('link', { name: BOOKING_SUBMIT_MESSAGES.bookAnother }),
    ).toBeInTheDocument();
  });

  it('a stale or forged receipt gets a clear message, not a blank page', async () => {
    mockFetch(() =>
      json(401, {
        success: false,
        code: 'REVIEW_ACCESS_DENIED',
        message: BOOKING_SUBMIT_MESSAGES.receiptInvalid,
        messageCode: 'bookingSubmit.receiptInvalid',
      }),
    );
    open(withReceipt());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      BOOKING_SUBMIT_MESSAGES.receiptInvalid,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(page()).queryByText(/Asha/)).not.toBeInTheDocument();
  });

  it('a server that fails or cannot be reached says so', async () => {
    mockFetch(() => json(500, {}));
    const first = open(withReceipt());
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.loadFailed);
    first.unmount();
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    open(withReceipt());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      BOOKING_SUBMIT_MESSAGES.serverUnreachable,
    );
  });
});
