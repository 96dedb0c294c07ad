import { application, approved, contactMessage, rejected, requested } from '../../testing/events.js';
import { evolveCounters } from './counters.evolve.js';

describe('evolveCounters', () => {
  it('counts a new booking as pending in its lab, and a known one not again', () => {
    expect(evolveCounters(null, requested())).toEqual({
      known: 'pending',
      add: { bookings: 1, 'status:pending': 1, 'lab:FabricationLab': 1 },
    });
    expect(evolveCounters('pending', requested())).toBeNull();
  });

  it('moves a booking between statuses once', () => {
    expect(evolveCounters('pending', approved())).toEqual({ known: 'approved', add: { 'status:pending': -1, 'status:approved': 1 } });
    expect(evolveCounters('approved', approved())).toBeNull();
    expect(evolveCounters('approved', rejected())).toEqual({ known: 'rejected', add: { 'status:approved': -1, 'status:rejected': 1 } });
    expect(evolveCounters(null, rejected())).toBeNull();
  });

  it('counts a message and an application once each', () => {
    expect(evolveCounters(null, contactMessage())).toEqual({ known: 'received', add: { messages: 1 } });
    expect(evolveCounters('received', contactMessage())).toBeNull();
    expect(evolveCounters(null, application())).toEqual({ known: 'received', add: { applications: 1 } });
  });
});
