import type { LabDayRef } from '@centre/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FakeLiveSocket } from '../testing/booking-test-kit';
import { LiveSocketContext, useLabDayOccupancy } from './use-lab-day-occupancy';

class RecordingSocket extends FakeLiveSocket {
  unsubscribed: LabDayRef[] = [];
  closed = false;
  override unsubscribe(ref: LabDayRef): void {
    this.unsubscribed.push(ref);
  }
  override close(): void {
    this.closed = true;
  }
}

const setup = (initial: { lab: string; date: string }) => {
  const socket = new RecordingSocket();
  let connects = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LiveSocketContext
      value={() => {
        connects += 1;
        return Promise.resolve(socket);
      }}
    >
      {children}
    </LiveSocketContext>
  );
  const view = renderHook(({ lab, date }) => useLabDayOccupancy(lab, date), {
    initialProps: initial,
    wrapper,
  });
  return { socket, view, connects: () => connects };
};

describe('useLabDayOccupancy', () => {
  it('stays silent and unconnected until both a lab and a date are chosen', () => {
    const { view, connects } = setup({ lab: 'FabricationLab', date: '' });
    expect(view.result.current).toBeUndefined();
    expect(connects()).toBe(0);
  });

  it('subscribes, keeps the newest snapshot, follows a change of day on one connection, and closes on unmount', async () => {
    const { socket, view, connects } = setup({ lab: 'FabricationLab', date: '2099-03-10' });
    await waitFor(() => expect(view.result.current?.position).toBe(0));
    const taken = [
      {
        slotId: '09:00',
        facilityId: 'fab-prusa-mk4-1',
        bookingId: 'b1',
        status: 'pending' as const,
      },
    ];
    act(() => socket.push({ lab: 'FabricationLab', date: '2099-03-10', position: 4, taken }));
    expect(view.result.current?.taken).toEqual(taken);
    act(() => socket.push({ lab: 'FabricationLab', date: '2099-03-10', position: 2, taken: [] }));
    expect(view.result.current?.position).toBe(4);
    act(() => socket.push({ lab: 'BioLab', date: '2099-03-10', position: 9, taken: [] }));
    expect(view.result.current?.position).toBe(4);

    view.rerender({ lab: 'FabricationLab', date: '2099-03-11' });
    expect(view.result.current).toBeUndefined();
    await waitFor(() =>
      expect(socket.subscriptions).toContainEqual({ lab: 'FabricationLab', date: '2099-03-11' }),
    );
    expect(socket.unsubscribed).toContainEqual({ lab: 'FabricationLab', date: '2099-03-10' });
    expect(connects()).toBe(1);

    view.unmount();
    await waitFor(() => expect(socket.closed).toBe(true));
  });
});
