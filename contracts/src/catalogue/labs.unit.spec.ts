import {
  FACILITY_CATEGORIES,
  LAB_IDS,
  LABS,
  facilityName,
  findFacility,
  labName,
  findLab,
  isLentWithAnother,
  locateFacility,
} from './labs.js';
import { RETIRED_FACILITIES } from './facility-rows.js';

describe('lab catalogue', () => {
  it.each([
    ['FabricationLab', 28],
    ['PrayasShala', 7],
    ['AllRooms', 9],
    ['BioLab', 18],
    ['MediaLab', 20],
    ['SmacLab', 17],
    ['ArVrLab', 7],
  ])('%s holds %i facilities', (labId, count) => {
    expect(findLab(labId)?.facilities).toHaveLength(count);
  });

  it('lists the labs in the order of the selector, the spec\'s six first', () => {
    expect(LABS.map((l) => l.id)).toEqual([...LAB_IDS]);
    expect(LAB_IDS.slice(0, 6)).toEqual(['FabricationLab', 'PrayasShala', 'AllRooms', 'BioLab', 'MediaLab', 'SmacLab']);
  });

  it('gives every facility an id unique across the catalogue, in kebab-case', () => {
    const ids = LABS.flatMap((l) => l.facilities.map((f) => f.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives facility names unique within each lab', () => {
    for (const lab of LABS) {
      const names = lab.facilities.map((f) => f.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('draws every facility from a known category picture', () => {
    for (const f of LABS.flatMap((l) => l.facilities)) {
      expect(FACILITY_CATEGORIES).toContain(f.category);
      expect(f.image).toBe(`/images/facilities/${f.category}.svg`);
    }
  });

  it('uses every category at least once', () => {
    const used = new Set(LABS.flatMap((l) => l.facilities.map((f) => f.category)));
    expect([...FACILITY_CATEGORIES].filter((c) => !used.has(c))).toEqual([]);
  });

  it('holds the rooms the spec names', () => {
    const rooms = findLab('AllRooms')?.facilities.map((f) => f.name) ?? [];
    expect(rooms).toEqual(
      expect.arrayContaining(['Conference Room', 'Meeting Room', 'Bio Room 1', 'Bio Room 2']),
    );
  });

  it('finds a facility only in its own lab', () => {
    expect(findFacility('FabricationLab', 'fab-prusa-mk4-1')?.name).toBe(
      'Prusa MK4 3D Printer (Unit 1)',
    );
    expect(findFacility('BioLab', 'fab-prusa-mk4-1')).toBeUndefined();
    expect(findFacility('NoSuchLab', 'fab-prusa-mk4-1')).toBeUndefined();
    expect(findLab('fabricationlab')).toBeUndefined();
  });

  it('names a facility and a lab by id, or keeps the id of one the catalogue lacks', () => {
    expect(facilityName('bio-eppendorf-5424r')).toBe(locateFacility('bio-eppendorf-5424r')?.facility.name);
    expect(facilityName('fab-prusa-mk4-1')).toBe('Prusa MK4 3D Printer (Unit 1)');
    expect(facilityName('gone')).toBe('gone');
    expect(labName('FabricationLab')).toBe('Fabrication Lab');
    expect(labName('NoSuchLab')).toBe('NoSuchLab');
  });

  it('28.1 marks cables, adapters, memory cards and pen drives as lent with another facility, and nothing else', () => {
    const lent = LABS.flatMap((l) => l.facilities.filter((f) => f.lentWithAnother));
    expect(new Set(lent.map((f) => f.category))).toEqual(new Set(['cable', 'storage']));
    expect(lent.map((f) => f.id)).toEqual(expect.arrayContaining(['smac-usbc-cable', 'media-sandisk-64gb-pendrive']));
    expect(isLentWithAnother('smac-usbc-cable')).toBe(true);
    expect(isLentWithAnother('smac-macbook-pro-14-1')).toBe(false);
    expect(isLentWithAnother('unknown')).toBe(false);
    // Every lab that lends items also has something to lend them with.
    for (const lab of LABS) expect(lab.facilities.some((f) => !f.lentWithAnother)).toBe(true);
  });

  it('28.1 asks for training on the laser cutters and the machines that need an induction', () => {
    const trained = LABS.flatMap((l) => l.facilities.filter((f) => f.trainingRequired).map((f) => f.id));
    expect(trained).toEqual(
      expect.arrayContaining(['fab-trotec-speedy-360', 'fab-epilog-fusion-pro', 'prayas-glowforge-pro', 'fab-shopbot-prs-alpha']),
    );
    expect(findFacility('FabricationLab', 'fab-prusa-mk4-1')?.trainingRequired).toBe(false);
    expect(LABS.flatMap((l) => l.facilities).filter((f) => f.trainingRequired && f.lentWithAnother)).toEqual([]);
  });

  it('28.1 names retired facilities of old bookings, but books them no more', () => {
    expect(facilityName('smac-iphone-15')).toBe('Apple iPhone 15');
    expect(findFacility('SmacLab', 'smac-iphone-15')).toBeUndefined();
    expect(locateFacility('smac-iphone-15')).toBeUndefined();
    const current = new Set(LABS.flatMap((l) => l.facilities.map((f) => f.id)));
    for (const [retired] of RETIRED_FACILITIES) expect(current.has(retired)).toBe(false);
  });

  it('28.1 holds the AI/ML page\'s devices in the SMAC Lab, the Sony A7 III among them', () => {
    const names = findLab('SmacLab')?.facilities.map((f) => f.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['HP ProBook 440 Laptop', 'Apple iPhone 6s', 'Sony A7 III Camera']));
    expect(names).not.toContain('Apple iPhone 15');
  });

  it('locates a facility in whichever lab holds it', () => {
    expect(locateFacility('bio-eppendorf-5424r')?.lab.id).toBe('BioLab');
    expect(locateFacility('nothing')).toBeUndefined();
  });
});
