import type { CentreEvent } from '@centre/contracts';
import type { Projection } from '../../engine/projection.js';
import { evolveCounters, subjectOf } from './counters.evolve.js';
import { CountersFold } from './counters.fold.js';
import { COUNTERS_KEY, KNOWN_KEY } from './counters.keys.js';

export { COUNTERS_KEY, KNOWN_KEY } from './counters.keys.js';

export const COUNTERS = 'counters';

export const countersProjection: Projection = {
  name: COUNTERS,
  version: 1,
  handles: ['BookingRequested', 'BookingApproved', 'BookingRejected', 'ContactMessageReceived', 'StartupApplicationSubmitted'],
  prefetch: (event) => [{ op: 'hget', key: KNOWN_KEY, field: subjectOf(event.event as CentreEvent) }],
  async apply(recorded, tx) {
    const event = recorded.event as CentreEvent;
    const subject = subjectOf(event);
    const change = evolveCounters(await tx.hget(KNOWN_KEY, subject), event);
    if (!change) return;
    if (change.known !== null) tx.hset(KNOWN_KEY, { [subject]: change.known });
    for (const [field, by] of Object.entries(change.add)) tx.hincrby(COUNTERS_KEY, field, by);
  },
  fold: () => new CountersFold(),
};
