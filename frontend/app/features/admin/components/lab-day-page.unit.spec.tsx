import { act, screen, within } from '@testing-library/react';
import type { LabDayRef, OccupancySnapshot } from '@centre/contracts';
import type { OccupancyChannelFactory } from '../hooks/use-live-occupancy';
import { cell, renderConsole, REVIEWER } from '../testing/console-test-kit';

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
