import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LabDayHistoryStep as HistoryStep, LabDayHistoryResponse } from '@centre/contracts';
import { cell, fakeServer, renderConsole, REVIEWER } from '../testing/console-test-kit';

const A = 'bk-FabricationLab-20261122-aaaaaaaa';
const B = 'bk-FabricationLab-20261122-bbbbbbbb';
const step = (revision: number, type: HistoryStep['type'], bookingId: string, occupancy: HistoryStep['occupancy'], notes?: string): HistoryStep => ({
  revision,
  position: revision + 10,
  eventId: `e${revision}`,
  type,
  at: '2026-11-21T04:00:00.000Z',
  actor: type === 'BookingRequested' ? { kind: 'visitor' } : { kind: 'user', email: 'lead.admin@centre.example.edu', role: 'admin' },
  bookingId,
  ...(notes !== undefined && { notes }),
  occupancy,
});

const history: LabDayHistoryResponse = {
  success: true,
  lab: 'FabricationLab',
  date: '2026-11-22',
  slots: [
    { id: '10:00', label: '10:00 AM - 11:00 AM' },
    { id: '11:00', label: '11:00 AM - 12:00 PM' },
  ],
  facilities: [{ id: 'fab-1', name: 'Printer' }],
  steps: [
    step(0, 'BookingRequested', A, [cell('10:00', 'fab-1', A, 'pending')]),
    step(1, 'BookingRequested', B, [cell('10:00', 'fab-1', A, 'pending'), cell('11:00', 'fab-1', B, 'pending')]),
    step(2, 'BookingRejected', A, [cell('11:00', 'fab-1', B, 'pending')], 'Under repair'),
  ],
};

const states = () =>
  within(screen.getByRole('table', { name: /Occupancy of Fabrication Lab/ }))
    .getAllByRole('cell')
    .map((c) => c.getAttribute('data-state'));

describe('History replay', () => {
  it('opens on the newest event, steps back and forth, and scrubs; the grid follows', async () => {
    const server = fakeServer({ 'GET /api/admin/lab-days/FabricationLab/2026-11-22/history': { body: history } });
    renderConsole('/admin/history?lab=FabricationLab&date=2026-11-22');
    expect(await screen.findByText('Event 3 of 3: Booking rejected')).toBeInTheDocument();
    expect(screen.getByText('Notes: Under repair')).toBeInTheDocument();
    expect(states()).toEqual(['free', 'pending']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous event' }));
    expect(screen.getByText('Event 2 of 3: Booking requested')).toBeInTheDocument();
    expect(states()).toEqual(['pending', 'pending']);

    fireEvent.change(screen.getByLabelText('Event in the history'), { target: { value: '0' } });
    expect(screen.getByText('Before the first event: every cell is free.')).toBeInTheDocument();
    expect(states()).toEqual(['free', 'free']);
    expect(screen.getByRole('button', { name: 'Previous event' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next event' }));
    expect(states()).toEqual(['pending', 'free']);
    expect(screen.getByLabelText('Event in the history')).toHaveAttribute('aria-valuetext', 'Event 1 of 3: Booking requested');
    // One read of the history (the lab list reads the current catalogue beside it).
    expect(server.calls.filter((c) => c.url !== '/api/catalog')).toHaveLength(1);
  });

  it('asks for a lab-day when none is chosen, and fetches once both are', async () => {
    const server = fakeServer({ 'GET /api/admin/lab-days/MediaLab/2026-12-01/history': { body: { ...history, lab: 'MediaLab', date: '2026-12-01', steps: [] } } });
    renderConsole('/admin/history');
    expect(screen.getByText('Choose a lab and a date to replay their events.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Lab'), 'MediaLab');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-01' } });
    expect(await screen.findByText('Nothing has happened on this lab-day yet.')).toBeInTheDocument();
    expect(server.calls.map((c) => c.url).filter((url) => url !== '/api/catalog')).toEqual(['/api/admin/lab-days/MediaLab/2026-12-01/history']);
  });

  it('is not offered to reviewers', () => {
    fakeServer({});
    renderConsole('/admin/history', REVIEWER);
    expect(screen.getByRole('alert')).toHaveTextContent('This section is for admins.');
    expect(screen.queryByRole('link', { name: 'History replay' })).not.toBeInTheDocument();
  });
});
