import { act, fireEvent, screen, within } from '@testing-library/react';
import type { LabDayRef, OccupancySnapshot } from '@centre/contracts';
import type { OccupancyChannelFactory } from '../hooks/use-live-occupancy';
import { cell, fakeServer, renderConsole, REVIEWER } from '../testing/console-test-kit';

const fakeChannel = () => {
  const listeners: { ref: LabDayRef; listener: (s: OccupancySnapshot) => void }[] = [];
  const factory: OccupancyChannelFactory = async () => ({
    follow: (ref, listener) => {
      listeners.push({ ref, listener });
      return () => listeners.splice(listeners.findIndex((l) => l.listener === listener), 1);
    },
    close: () => {},
  });
  const push = (snapshot: OccupancySnapshot) => listeners.filter((l) => l.ref.lab === snapshot.lab && l.ref.date === snapshot.date).forEach((l) => l.listener(snapshot));
  return { factory, push, listeners };
};

const heldCells = () =>
  within(screen.getByRole('table', { name: /Occupancy of Fabrication Lab on 2026-11-22/ }))
    .getAllByRole('cell')
    .filter((c) => c.getAttribute('data-state') !== 'free')
    .map((c) => `${c.getAttribute('data-state')} ${c.getAttribute('title')}`);

describe('Lab-day view', () => {
  it('shows the grid of the chosen lab-day and follows live snapshots, never going back to an older one', async () => {
    const channel = fakeChannel();
    renderConsole('/admin/lab-day?lab=FabricationLab&date=2026-11-22', REVIEWER, channel.factory);
    await act(async () => {});
    expect(channel.listeners.map((l) => l.ref)).toEqual([{ lab: 'FabricationLab', date: '2026-11-22' }]);

    act(() => channel.push({ lab: 'FabricationLab', date: '2026-11-22', position: 5, taken: [cell('10:00', 'fab-prusa-mk4-1', 'bk-1', 'pending')] }));
    expect(heldCells()).toEqual(['pending bk-1 (pending)']);
    expect(screen.getByText('Live · 1 slot booked · updates as bookings change')).toBeInTheDocument();
    expect(screen.queryByText(/log position/)).toBeNull();
    const table = screen.getByRole('table', { name: /Occupancy/ });
    expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('9:00 AM - 10:00 AM');
    expect(within(table).getByRole('rowheader', { name: 'Prusa MK4 3D Printer (Unit 1)' })).toBeInTheDocument();

    act(() => channel.push({ lab: 'FabricationLab', date: '2026-11-22', position: 7, taken: [cell('10:00', 'fab-prusa-mk4-1', 'bk-1', 'approved')] }));
    expect(heldCells()).toEqual(['approved bk-1 (approved)']);
    act(() => channel.push({ lab: 'FabricationLab', date: '2026-11-22', position: 6, taken: [] }));
    expect(heldCells()).toEqual(['approved bk-1 (approved)']);
  });

  it('asks for a lab and a date first', () => {
    renderConsole('/admin/lab-day', REVIEWER, fakeChannel().factory);
    expect(screen.getByRole('status')).toHaveTextContent('Choose a lab and a date.');
  });
});

describe('30.7 lab-day grid: cells open their booking, the day steps back and forth', () => {
  it('makes every cell that holds a booking a link to that booking, and free cells plain', async () => {
    fakeServer({});
    const channel = fakeChannel();
    renderConsole('/admin/lab-day?lab=FabricationLab&date=2026-11-22', REVIEWER, channel.factory);
    await act(async () => {});
    act(() =>
      channel.push({
        lab: 'FabricationLab',
        date: '2026-11-22',
        position: 3,
        taken: [cell('10:00', 'fab-prusa-mk4-1', 'bk-1', 'pending'), cell('11:00', 'fab-prusa-mk4-1', 'bk-2', 'approved')],
      }),
    );
    const table = screen.getByRole('table', { name: /Occupancy of Fabrication Lab on 2026-11-22/ });
    const links = within(table).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Pending booking bk-1, Prusa MK4 3D Printer (Unit 1), 10:00 AM - 11:00 AM',
      'Approved booking bk-2, Prusa MK4 3D Printer (Unit 1), 11:00 AM - 12:00 PM',
    ]);
    const free = within(table)
      .getAllByRole('cell')
      .filter((c) => c.getAttribute('data-state') === 'free');
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((c) => within(c).queryByRole('link') === null)).toBe(true);

    fireEvent.click(within(table).getByRole('link', { name: /^Approved booking bk-2/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/bookings/bk-2');
  });

  it('moves to the previous and next day beside the date, across a month, and follows the new day live', async () => {
    const channel = fakeChannel();
    renderConsole('/admin/lab-day?lab=FabricationLab&date=2026-11-30', REVIEWER, channel.factory);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/lab-day?lab=FabricationLab&date=2026-12-01');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-01');
    await act(async () => {});
    expect(channel.listeners.map((l) => l.ref)).toEqual([{ lab: 'FabricationLab', date: '2026-12-01' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/lab-day?lab=FabricationLab&date=2026-11-29');
  });

  it('offers no day step before a date is chosen', () => {
    renderConsole('/admin/lab-day?lab=FabricationLab', REVIEWER, fakeChannel().factory);
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
  });
});
