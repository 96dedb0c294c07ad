import type { Actor, QualificationEvent } from '@centre/contracts';
import { qualificationMailsFor } from './training.mails.js';

const admin: Actor = { kind: 'user', userId: 'u', email: 'admin@centre.in', role: 'admin' };
const envelope = { eventId: 'ev-1', occurredAt: '2026-11-21T04:00:00.000Z', actor: admin, correlationId: 'c' };
const LASER = 'fab-trotec-speedy-360';

describe('28.4 the booker’s mails about their qualification', () => {
  it('a grant tells the booker the facility, its lab and its expiry', () => {
    const event: QualificationEvent = {
      ...envelope,
      type: 'QualificationGranted',
      version: 1,
      data: { email: 'asha@example.com', facilityId: LASER, expiresOn: '2026-12-31', note: 'Bring goggles' },
    };
    const [mail, ...more] = qualificationMailsFor(event, 'https://centre.in/training');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ key: 'ev-1:booker', to: 'asha@example.com', subject: 'You may now book the Trotec Speedy 360 Laser Cutter' });
    expect(mail?.text).toContain('Trotec Speedy 360 Laser Cutter (Fabrication Lab)');
    expect(mail?.text).toContain('up to and including 2026-12-31');
    expect(mail?.text).toContain('Note from the lab team: Bring goggles');
  });

  it('a revoke tells the booker the reason and where to arrange training', () => {
    const event: QualificationEvent = {
      ...envelope,
      type: 'QualificationRevoked',
      version: 1,
      data: { email: 'asha@example.com', facilityId: LASER, reason: 'Unsafe use' },
    };
    const [mail] = qualificationMailsFor(event, 'https://centre.in/training');
    expect(mail?.subject).toBe('Your training qualification for the Trotec Speedy 360 Laser Cutter was withdrawn');
    expect(mail?.text).toContain('Reason: Unsafe use');
    expect(mail?.text).toContain('https://centre.in/training');
  });

  it('mails nothing for other events', () => {
    expect(qualificationMailsFor({ ...envelope, type: 'ContactMessageClosed', version: 1, data: {} }, '/training')).toEqual([]);
  });
});
