import { SEED_CATALOGUE, bookableLab, evolveCatalogue, trainingFacilitiesIn, type Catalogue } from '../catalogue/catalogue.js';
import type { CatalogueEvent } from '../catalogue/catalogue-events.js';
import type { QualificationEvent } from '../events/qualification-events.js';
import {
  evolveQualifications,
  heldFor,
  holdsOn,
  trainingRequiredAmong,
  untrainedFacilities,
  type BookerQualifications,
} from './qualifications.js';
import { parseGrantQualification, parseRevokeQualification, TRAINING_MESSAGES } from './training-api.js';

const LASER = 'fab-trotec-speedy-360';
const PRINTER = 'fab-prusa-mk4-1';
const envelope = {
  eventId: 'e1',
  occurredAt: '2026-11-20T05:00:00.000Z',
  actor: { kind: 'user' as const, userId: 'u1', email: 'admin@centre.in', role: 'admin' as const },
  correlationId: 'c1',
};
const granted = (expiresOn: string | null, note = ''): QualificationEvent => ({
  ...envelope,
  type: 'QualificationGranted',
  version: 1,
  data: { email: 'asha@example.com', facilityId: LASER, expiresOn, note },
});
const revoked: QualificationEvent = {
  ...envelope,
  type: 'QualificationRevoked',
  version: 1,
  data: { email: 'asha@example.com', facilityId: LASER, reason: 'Unsafe use' },
};

describe('28.4 training qualifications: the fold', () => {
  it('a grant sets the facility’s qualification with its expiry, note and who granted it; twice, the same', () => {
    const once = evolveQualifications(null, granted('2026-12-31', 'Induction 20 Nov'));
    expect(once).toEqual({
      email: 'asha@example.com',
      held: {
        [LASER]: {
          facilityId: LASER,
          expiresOn: '2026-12-31',
          note: 'Induction 20 Nov',
          grantedAt: envelope.occurredAt,
          grantedBy: 'admin@centre.in',
        },
      },
    });
    expect(evolveQualifications(once, granted('2026-12-31', 'Induction 20 Nov'))).toEqual(once);
  });

  it('granting again renews: the later expiry replaces the earlier one', () => {
    const renewed = evolveQualifications(evolveQualifications(null, granted('2026-12-31')), granted(null));
    expect(renewed?.held[LASER]?.expiresOn).toBeNull();
  });

  it('a revoke removes the qualification (no document when nothing is left); twice, the same', () => {
    const held = evolveQualifications(null, granted(null));
    expect(evolveQualifications(held, revoked)).toBeNull();
    expect(evolveQualifications(null, revoked)).toBeNull();
    const two: BookerQualifications = { email: 'asha@example.com', held: { ...held!.held, other: { ...held!.held[LASER]!, facilityId: 'other' } } };
    const once = evolveQualifications(two, revoked);
    expect(Object.keys(once!.held)).toEqual(['other']);
    expect(evolveQualifications(once, revoked)).toBe(once);
  });
});

describe('28.4 training qualifications: the rule', () => {
  it('only training-required facilities are judged', () => {
    expect(trainingRequiredAmong([PRINTER, LASER])).toEqual([LASER]);
    expect(untrainedFacilities([PRINTER], {}, '2026-12-01')).toEqual([]);
  });

  it('a facility without a qualification, or with one expired on the booking’s date, is untrained', () => {
    expect(untrainedFacilities([PRINTER, LASER], {}, '2026-12-01')).toEqual([LASER]);
    expect(untrainedFacilities([LASER], { [LASER]: '2026-11-30' }, '2026-12-01')).toEqual([LASER]);
    expect(untrainedFacilities([LASER], { [LASER]: '2026-12-01' }, '2026-12-01')).toEqual([]);
    expect(untrainedFacilities([LASER], { [LASER]: null }, '2030-01-01')).toEqual([]);
    expect(holdsOn('2026-12-01', '2026-12-02')).toBe(false);
  });

  it('a request carries the booker’s qualifications for the facilities asked only', () => {
    const document = evolveQualifications(null, granted('2026-12-31'));
    expect(heldFor(document, [LASER, PRINTER])).toEqual({ [LASER]: '2026-12-31' });
    expect(heldFor(null, [LASER])).toEqual({});
  });
});

describe('28.4 training qualifications: the console’s input', () => {
  const TODAY = '2026-11-21';
  const SPEC_LABS = SEED_CATALOGUE.map(bookableLab);
  const catalogueAfter = (...events: Array<Pick<CatalogueEvent, 'type' | 'data'>>): Catalogue =>
    events.reduce<Catalogue>((catalogue, e) => evolveCatalogue(catalogue, { ...envelope, version: 1, ...e } as CatalogueEvent), SEED_CATALOGUE);

  it('a grant takes a lower-cased email, a training-required facility, an optional expiry and note', () => {
    expect(parseGrantQualification({ email: ' Asha@Example.COM ', facilityId: LASER, expiresOn: '', note: ' ok ' }, TODAY, SPEC_LABS)).toEqual({
      ok: true,
      value: { email: 'asha@example.com', facilityId: LASER, expiresOn: null, note: 'ok' },
    });
  });

  it('refuses a bad email, a facility that needs no training, an expiry in the past, each in words', () => {
    const parsed = parseGrantQualification({ email: 'asha', facilityId: PRINTER, expiresOn: '2026-11-20' }, TODAY, SPEC_LABS);
    expect(parsed).toEqual({
      ok: false,
      message: TRAINING_MESSAGES.invalidGrant,
      errors: {
        email: TRAINING_MESSAGES.emailInvalid,
        facilityId: TRAINING_MESSAGES.facilityNotTrained,
        expiresOn: TRAINING_MESSAGES.expiryPast,
      },
    });
    expect(parseGrantQualification(null, TODAY, SPEC_LABS)).toMatchObject({
      ok: false,
      errors: { email: TRAINING_MESSAGES.emailRequired, facilityId: TRAINING_MESSAGES.facilityRequired },
    });
    expect(parseGrantQualification({ email: 'a@b.in', facilityId: LASER, expiresOn: '2026-02-30' }, TODAY, SPEC_LABS)).toMatchObject({
      errors: { expiresOn: TRAINING_MESSAGES.expiryInvalid },
    });
  });

  it('a revoke needs a reason', () => {
    expect(parseRevokeQualification({ reason: '  ' })).toEqual({
      ok: false,
      message: TRAINING_MESSAGES.invalidRevoke,
      errors: { reason: TRAINING_MESSAGES.reasonRequired },
    });
    expect(parseRevokeQualification({ reason: 'Left the project' })).toEqual({ ok: true, value: { reason: 'Left the project' } });
  });

  it('the picker offers only training-required facilities, grouped by lab', () => {
    const offered = trainingFacilitiesIn(SPEC_LABS);
    expect(offered.map((entry) => entry.lab)).toEqual(['FabricationLab', 'PrayasShala', 'BioLab']);
    expect(offered.flatMap((entry) => entry.facilities).every((f) => f.trainingRequired)).toBe(true);
  });

  it('28.2 judges by the current catalogue: marked training-required in the console takes a grant, cleared or retired takes none', () => {
    const catalogue = catalogueAfter(
      { type: 'TrainingRequirementSet', data: { facilityId: PRINTER, labId: 'FabricationLab' } },
      { type: 'TrainingRequirementCleared', data: { facilityId: 'fab-trotec-speedy-360', labId: 'FabricationLab' } },
    );
    const labs = catalogue.map(bookableLab);
    expect(parseGrantQualification({ email: 'a@b.in', facilityId: PRINTER }, TODAY, labs)).toMatchObject({ ok: true, value: { facilityId: PRINTER } });
    expect(parseGrantQualification({ email: 'a@b.in', facilityId: LASER }, TODAY, labs)).toMatchObject({
      ok: false,
      errors: { facilityId: TRAINING_MESSAGES.facilityNotTrained },
    });
    expect(trainingFacilitiesIn(labs).find((e) => e.lab === 'FabricationLab')?.facilities.map((f) => f.id)).toContain(PRINTER);

    const retired = catalogueAfter(
      { type: 'TrainingRequirementSet', data: { facilityId: PRINTER, labId: 'FabricationLab' } },
      { type: 'FacilityRetired', data: { facilityId: PRINTER, labId: 'FabricationLab', reason: 'Broken beyond repair' } },
    ).map(bookableLab);
    expect(parseGrantQualification({ email: 'a@b.in', facilityId: PRINTER }, TODAY, retired)).toMatchObject({ ok: false });
  });
});
