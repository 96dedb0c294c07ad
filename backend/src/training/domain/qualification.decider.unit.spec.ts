import type { Actor, QualificationEvent } from '@centre/contracts';
import { decide, evolve, initialState, type QualificationCommand } from './qualification.decider.js';
import { QualificationError } from './qualification.errors.js';

const LASER = 'fab-trotec-speedy-360';
const admin: Actor = { kind: 'user', userId: 'u1', email: 'admin@centre.in', role: 'admin' };
const stamp = (event: ReturnType<typeof decide>[number]): QualificationEvent =>
  ({ ...event, eventId: 'e', occurredAt: '2026-11-21T04:00:00.000Z', actor: admin, correlationId: 'c' }) as QualificationEvent;

const given = (commands: QualificationCommand[]) =>
  commands.reduce((state, command) => decide(command, state).map(stamp).reduce(evolve, state), initialState());

const grant = (expiresOn: string | null): QualificationCommand => ({
  type: 'GrantQualification',
  data: { email: 'asha@example.com', facilityId: LASER, expiresOn, note: '' },
});
const revoke: QualificationCommand = {
  type: 'RevokeQualification',
  data: { email: 'asha@example.com', facilityId: LASER, reason: 'Unsafe use' },
};

describe('28.4 qualification decider', () => {
  it('given nothing, when staff grant, then the qualification is granted', () => {
    expect(decide(grant('2026-12-31'), initialState())).toEqual([
      { type: 'QualificationGranted', version: 1, data: { email: 'asha@example.com', facilityId: LASER, expiresOn: '2026-12-31', note: '' } },
    ]);
  });

  it('given a qualification, when staff grant again, then it is granted again (renewed with the new expiry)', () => {
    const state = given([grant('2026-12-31')]);
    expect(decide(grant(null), state).map((e) => e.data.email)).toEqual(['asha@example.com']);
    expect(given([grant('2026-12-31'), grant(null)])?.held[LASER]?.expiresOn).toBeNull();
  });

  it('given a qualification, when staff revoke it with a reason, then it is revoked', () => {
    expect(decide(revoke, given([grant(null)]))).toEqual([{ type: 'QualificationRevoked', version: 1, data: revoke.data }]);
    expect(given([grant(null), revoke])).toBeNull();
  });

  it('given none (or one already revoked), when staff revoke, then it is refused: not qualified', () => {
    expect(() => decide(revoke, initialState())).toThrow(new QualificationError('NOT_QUALIFIED'));
    expect(() => decide(revoke, given([grant(null), revoke]))).toThrow(QualificationError);
  });
});
