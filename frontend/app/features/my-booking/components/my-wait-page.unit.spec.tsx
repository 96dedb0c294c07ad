import type { WaiterView } from '@centre/contracts';
import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, reply } from '../../../test/fetch';
import { renderWithQueries } from '../../../test/render';
import { MyWaitPage } from './my-wait-page';

jest.setTimeout(20_000);

const ID = 'bk-FabricationLab-20261130-wwwwwwww';
const wait = (over: Partial<WaiterView> = {}): WaiterView => ({
  id: ID,
  status: 'offered',
  name: 'Bea Kulkarni',
  lab: 'FabricationLab',
  date: '2026-11-30',
  slots: ['10:00'],
  facilityIds: ['fab-prusa-mk4-1'],
  offerUntil: '2026-11-21T04:30:00.000Z',
  ...over,
});

const show = (id: string | undefined = ID, token: string | undefined = 't0k') => renderWithQueries(<MyWaitPage id={id} token={token} />);

describe('28.6 the waiter\'s page', () => {
  it('shows an offer with until when it holds the slots, and "Book these slots" claims it with the link\'s token', async () => {
    let current = wait();
    const calls = mockFetch((call) => {
      if (call.url.endsWith('/claim')) {
        current = wait({ status: 'claimed', offerUntil: null });
        return reply(200, { success: true, status: 'claimed', position: 9 });
      }
      return reply(200, { success: true, wait: current });
    });
    show();
    expect(await screen.findByText(/held for you until/)).toHaveTextContent('10:00');
    expect(screen.getByText('Bea Kulkarni')).toBeInTheDocument();
    expect(screen.getByText(/Prusa MK4/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book these slots' }));
    expect(await screen.findByText(/Your booking request has been made/)).toBeInTheDocument();
    const claim = calls.find((c) => c.url.endsWith('/claim'));
    expect(claim?.init.method).toBe('POST');
    expect((claim?.init.headers as Record<string, string>)['X-Booking-Token']).toBe('t0k');
    const open = await screen.findByRole('link', { name: 'Open your booking' });
    expect(open).toHaveAttribute('href', `/booking/manage?id=${ID}&token=t0k`);
  });

  it('a waiting place can be left, and then offers nothing more', async () => {
    let current = wait({ status: 'waiting', offerUntil: null });
    mockFetch((call) => {
      if (call.url.endsWith('/leave')) {
        current = wait({ status: 'left', offerUntil: null });
        return reply(200, { success: true, status: 'left', position: 3 });
      }
      return reply(200, { success: true, wait: current });
    });
    show();
    expect(await screen.findByText(/You are waiting for these slots/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book these slots' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Leave the waitlist' })).not.toBeInTheDocument());
    expect(screen.getAllByText('You have left the waitlist.').length).toBeGreaterThan(0);
  });

  it('28.6 a place ended unoffered says so and offers to book another time, nothing else', async () => {
    mockFetch(() => reply(200, { success: true, wait: wait({ status: 'ended', offerUntil: null }) }));
    show();
    expect(await screen.findByText(/no place freed up before then, so your place has ended/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book another time' })).toHaveAttribute('href', expect.stringMatching(/^\/booking\?lab=/));
    expect(screen.queryByRole('button', { name: 'Leave the waitlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book these slots' })).not.toBeInTheDocument();
  });

  it('a refused claim says why, in the waitlist\'s words', async () => {
    mockFetch((call) =>
      call.url.endsWith('/claim')
        ? reply(409, { success: false, code: 'WAIT_CLOSED', message: 'This place on the waitlist has ended.', messageCode: 'waitlist.closed' })
        : reply(200, { success: true, wait: wait() }),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Book these slots' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This place on the waitlist has ended.');
  });

  it('a bad link, an unknown place and a missing token each say so', async () => {
    mockFetch(() => reply(401, { success: false, code: 'REVIEW_ACCESS_DENIED', message: 'x' }));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(/link is invalid or has expired/);
    mockFetch(() => reply(404, { success: false, code: 'WAIT_NOT_FOUND', message: 'x' }));
    show('bk-FabricationLab-20261130-zzzzzzzz');
    expect(await screen.findByText('This place on the waitlist was not found.')).toBeInTheDocument();
    show(undefined, undefined);
    expect(screen.getAllByText(/link is invalid or has expired/).length).toBeGreaterThan(0);
  });
});
