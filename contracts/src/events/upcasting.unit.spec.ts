import type { AnyEvent } from './event-envelope.js';
import { createUpcasterChain, upcastEvent, type Upcaster } from './upcasting.js';

const event = (type: string, version: number, data: unknown): AnyEvent => ({
  type,
  version,
  eventId: 'e1',
  occurredAt: '2026-03-10T08:00:00.000Z',
  actor: { kind: 'visitor' },
  correlationId: 'c1',
  data,
});

// An imagined history: v1 held `slot`, v2 held `slots`, v3 adds `notes`.
const v1ToV2: Upcaster = {
  type: 'Example',
  fromVersion: 1,
  upcast: (e) => ({ ...e, version: 2, data: { slots: [(e.data as { slot: string }).slot] } }),
};
const v2ToV3: Upcaster = {
  type: 'Example',
  fromVersion: 2,
  upcast: (e) => ({ ...e, version: 3, data: { ...(e.data as object), notes: '' } }),
};

describe('upcaster chain', () => {
  const upcast = createUpcasterChain([v2ToV3, v1ToV2]);

  it('lifts an old event through every step to the current version', () => {
    expect(upcast(event('Example', 1, { slot: '09:00' }))).toEqual(
      event('Example', 3, { slots: ['09:00'], notes: '' }),
    );
  });

  it('lifts from the middle of the chain', () => {
    expect(upcast(event('Example', 2, { slots: ['10:00'] }))).toEqual(
      event('Example', 3, { slots: ['10:00'], notes: '' }),
    );
  });

  it('leaves a current event and events of other types untouched', () => {
    const current = event('Example', 3, { slots: [], notes: 'x' });
    expect(upcast(current)).toBe(current);
    const other = event('Other', 1, { slot: '09:00' });
    expect(upcast(other)).toBe(other);
  });

  it('lifts a first-shape request to pending-at-once: no confirmation, no recorded deadline', () => {
    const v1 = event('BookingRequested', 1, { bookingId: 'b1', lab: 'FabricationLab' });
    expect(upcastEvent(v1)).toEqual(
      event('BookingRequested', 2, { bookingId: 'b1', lab: 'FabricationLab', confirmBy: null, decideBy: null }),
    );
    const v2 = event('BookingRequested', 2, { bookingId: 'b1', confirmBy: 'x', decideBy: 'y' });
    expect(upcastEvent(v2)).toBe(v2);
    const approved = event('BookingApproved', 1, { bookingId: 'b1' });
    expect(upcastEvent(approved)).toBe(approved);
  });
});
