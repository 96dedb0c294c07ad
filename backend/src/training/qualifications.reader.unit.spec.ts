import type { Actor, RecordedEvent } from '@centre/contracts';
import { ReadModelQualificationsReader } from './qualifications.reader.js';

const LASER = 'fab-trotec-speedy-360';
const admin: Actor = { kind: 'user', userId: 'u', email: 'admin@centre.in', role: 'admin' };
const grantedInLog: RecordedEvent = {
  streamId: 'qualifications-asha@example.com',
  revision: 0,
  position: 7,
  recordedAt: '2026-11-21T04:00:00.000Z',
  event: {
    type: 'QualificationGranted',
    version: 1,
    eventId: 'e',
    occurredAt: '2026-11-21T04:00:00.000Z',
    actor: admin,
    correlationId: 'c',
    data: { email: 'asha@example.com', facilityId: LASER, expiresOn: '2026-12-31', note: '' },
  },
};
const fromModel = { email: 'asha@example.com', held: { [LASER]: { facilityId: LASER, expiresOn: null, note: '', grantedAt: '', grantedBy: '' } } };

describe('28.4 the qualifications a booking request carries', () => {
  let streamsRead: string[] = [];
  const log = {
    readStream: async (streamId: string) => {
      streamsRead.push(streamId);
      return { events: [grantedInLog], revision: 0 };
    },
  };
  beforeEach(() => {
    streamsRead = [];
  });
  const unused = async (): Promise<null> => {
    throw new Error('the read model is not to be asked');
  };

  it('reads the read model once, and only the asked facilities', async () => {
    const asked: string[] = [];
    const read = async (email: string) => {
      asked.push(email);
      return fromModel;
    };
    const reader = new ReadModelQualificationsReader({ isReady: () => true }, read, log, true);
    expect(await reader.heldFor('asha@example.com', [LASER, 'fab-bosch-gts-10-table-saw'])).toEqual({ [LASER]: null });
    expect(asked).toEqual(['asha@example.com']);
    expect(streamsRead).toEqual([]);
  });

  it('folds the booker’s stream when the read model is not live or does not answer: never assumes one', async () => {
    const notLive = new ReadModelQualificationsReader({ isReady: () => false }, unused, log, true);
    expect(await notLive.heldFor('asha@example.com', [LASER])).toEqual({ [LASER]: '2026-12-31' });
    const down = new ReadModelQualificationsReader({ isReady: () => true }, unused, log, true);
    expect(await down.heldFor('asha@example.com', [LASER])).toEqual({ [LASER]: '2026-12-31' });
    expect(streamsRead).toEqual(['qualifications-asha@example.com', 'qualifications-asha@example.com']);
  });
});
