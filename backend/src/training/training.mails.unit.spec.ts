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
    expect(mail).toMatchObject({ key: 'ev-1:booker', to: 'asha@example.com' });
    expect(mail?.subject).toBe('You may now book the Trotec Speedy 360 Laser Cutter / आता तुम्ही Trotec Speedy 360 Laser Cutter बुक करू शकता');
    expect(mail?.text).toContain('Trotec Speedy 360 Laser Cutter (Fabrication Lab)');
    expect(mail?.text).toContain('up to and including 2026-12-31');
    expect(mail?.text).toContain('Note from the lab team: Bring goggles');
  });

  it('28.2 names a facility added in the console by the name and lab its events carry', () => {
    const data = { email: 'asha@example.com', facilityId: 'added-0a1b2c3d4e5f', facilityName: 'Raise3D Pro3', labId: 'FabricationLab' };
    const [granted] = qualificationMailsFor({ ...envelope, type: 'QualificationGranted', version: 1, data: { ...data, expiresOn: null, note: '' } }, '/training');
    expect(granted?.subject).toContain('You may now book the Raise3D Pro3');
    expect(granted?.text).toContain('Raise3D Pro3 (Fabrication Lab)');
    const [revoked] = qualificationMailsFor({ ...envelope, eventId: 'ev-2', type: 'QualificationRevoked', version: 1, data: { ...data, reason: 'Unsafe use' } }, '/training');
    expect(revoked?.text).toContain('Raise3D Pro3 (Fabrication Lab)');
    expect(revoked?.text).not.toContain('added-0a1b2c3d4e5f');
  });

  it('28.4 a grant says it all in Marathi too, after the English, with the same facts', () => {
    const event: QualificationEvent = {
      ...envelope,
      type: 'QualificationGranted',
      version: 1,
      data: { email: 'asha@example.com', facilityId: LASER, expiresOn: null, note: '' },
    };
    const text = qualificationMailsFor(event, '/training')[0]?.text ?? '';
    const marathi = text.indexOf('नमस्कार,');
    expect(text.indexOf('Hello,')).toBe(0);
    expect(marathi).toBeGreaterThan(text.indexOf('This qualification does not expire.'));
    expect(text.slice(marathi)).toContain('Trotec Speedy 360 Laser Cutter (Fabrication Lab) साठी तुमचे प्रशिक्षण नोंदवले आहे');
    expect(text.slice(marathi)).toContain('या पात्रतेला मुदत नाही.');
    expect(text).not.toContain('Note from the lab team');
  });

  it('a revoke tells the booker the reason and where to arrange training', () => {
    const event: QualificationEvent = {
      ...envelope,
      type: 'QualificationRevoked',
      version: 1,
      data: { email: 'asha@example.com', facilityId: LASER, reason: 'Unsafe use' },
    };
    const [mail] = qualificationMailsFor(event, 'https://centre.in/training');
    expect(mail?.subject).toBe(
      'Your training qualification for the Trotec Speedy 360 Laser Cutter was withdrawn / Trotec Speedy 360 Laser Cutter साठीची तुमची प्रशिक्षण पात्रता काढून घेतली आहे',
    );
    expect(mail?.text).toContain('Reason: Unsafe use');
    expect(mail?.text).toContain('https://centre.in/training');
    // The Marathi edition keeps the staff's reason and the page.
    expect(mail?.text).toContain('कारण: Unsafe use');
    expect(mail?.text).toContain('प्रशिक्षणाची व्यवस्था करण्यासाठी पहा: https://centre.in/training');
  });

  it('mails nothing for other events', () => {
    expect(qualificationMailsFor({ ...envelope, type: 'ContactMessageClosed', version: 1, data: {} }, '/training')).toEqual([]);
  });
});
