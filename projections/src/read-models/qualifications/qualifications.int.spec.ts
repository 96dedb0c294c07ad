import { SEED_CATALOGUE, type Actor, type AnyEvent, type QualificationGranted, type QualificationRevoked } from '@centre/contracts';
import { recorded } from '../../testing/events.js';
import { STORES, project, type OpenedStore } from '../../testing/projection-harness.js';
import { qualificationsProjection } from './qualifications.projection.js';
import { bookerQualifications, listQualifications } from './qualifications.query.js';

const admin: Actor = { kind: 'user', userId: 'adm', email: 'admin@centre.example', role: 'admin' };
const LASER = 'fab-trotec-speedy-360';
const CYTOMETER = 'bio-bd-accuri-c6';
const TODAY = '2026-11-21';

let sequence = 0;
const event = <E extends AnyEvent>(type: E['type'], data: E['data'], occurredAt: string): E =>
  ({ type, version: 1, eventId: `q-${(sequence += 1)}`, occurredAt, actor: admin, correlationId: 'c', data }) as E;

const granted = (email: string, facilityId: string, expiresOn: string | null, at: string) =>
  event<QualificationGranted>('QualificationGranted', { email, facilityId, expiresOn, note: 'Inducted' }, at);
const revoked = (email: string, facilityId: string) =>
  event<QualificationRevoked>('QualificationRevoked', { email, facilityId, reason: 'Unsafe use' }, '2026-11-22T05:00:00.000Z');

const asha = recorded(granted('asha@example.com', LASER, '2026-12-31', '2026-11-20T05:00:00.000Z'), 1);
const ravi = recorded(granted('ravi@example.com', CYTOMETER, null, '2026-11-20T06:00:00.000Z'), 2);
const ashaRenewed = recorded(granted('asha@example.com', LASER, null, '2026-11-21T05:00:00.000Z'), 3);
const ashaRevoked = recorded(revoked('asha@example.com', LASER), 4);
const lapsed = recorded(granted('old@example.com', LASER, '2026-11-20', '2026-11-01T05:00:00.000Z'), 5);

describe.each(STORES)('28.4 qualifications projection (%s)', (_, open) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(() => opened.dispose());

  describe.each([
    ['once', false],
    ['twice (idempotent)', true],
  ])('each handler applied %s', (_label, twice) => {
    it('QualificationGranted gives the booker the facility with its expiry, listed newest grant first', async () => {
      await project(opened.store, qualificationsProjection, [asha, ravi], { twice });
      expect(await bookerQualifications(opened.store, 'asha@example.com')).toEqual({
        email: 'asha@example.com',
        position: 1,
        held: {
          [LASER]: { facilityId: LASER, expiresOn: '2026-12-31', note: 'Inducted', grantedAt: '2026-11-20T05:00:00.000Z', grantedBy: 'admin@centre.example' },
        },
      });
      const listed = await listQualifications(opened.store, { catalogue: SEED_CATALOGUE, today: TODAY });
      expect(listed.map((q) => [q.email, q.facilityId, q.lab, q.facilityName])).toEqual([
        ['ravi@example.com', CYTOMETER, 'BioLab', 'BD Accuri C6 Plus Flow Cytometer'],
        ['asha@example.com', LASER, 'FabricationLab', 'Trotec Speedy 360 Laser Cutter'],
      ]);
    });

    it('QualificationGranted again renews: the later expiry replaces the earlier one', async () => {
      await project(opened.store, qualificationsProjection, [asha, ashaRenewed], { twice });
      expect((await bookerQualifications(opened.store, 'asha@example.com'))?.held[LASER]?.expiresOn).toBeNull();
    });

    it('QualificationRevoked removes it: the booker holds nothing and is listed nowhere', async () => {
      await project(opened.store, qualificationsProjection, [asha, ravi, ashaRevoked], { twice });
      expect(await bookerQualifications(opened.store, 'asha@example.com')).toBeNull();
      expect((await listQualifications(opened.store, { catalogue: SEED_CATALOGUE, today: TODAY, facilityId: LASER })).map((q) => q.email)).toEqual([]);
    });
  });

  it('lists only the qualifications current today, filtered by part of the email or by facility', async () => {
    await project(opened.store, qualificationsProjection, [asha, ravi, lapsed]);
    expect((await listQualifications(opened.store, { catalogue: SEED_CATALOGUE, today: TODAY })).map((q) => q.email)).toEqual(['ravi@example.com', 'asha@example.com']);
    expect((await listQualifications(opened.store, { catalogue: SEED_CATALOGUE, today: TODAY, email: 'ASHA' })).map((q) => q.email)).toEqual(['asha@example.com']);
    expect((await listQualifications(opened.store, { catalogue: SEED_CATALOGUE, today: TODAY, facilityId: CYTOMETER })).map((q) => q.email)).toEqual(['ravi@example.com']);
    // The lapsed one stays in the booker's document: the decision judges it against the booking's date.
    expect((await bookerQualifications(opened.store, 'old@example.com'))?.held[LASER]?.expiresOn).toBe('2026-11-20');
  });
});
