import {
  FACILITY_CATEGORIES,
  LAB_IDS,
  LABS,
  facilityName,
  findFacility,
  labName,
  findLab,
  locateFacility,
} from './labs.js';

describe('lab catalogue', () => {
  it.each([
    ['FabricationLab', 28],
    ['PrayasShala', 7],
    ['AllRooms', 9],
    ['BioLab', 18],
    ['MediaLab', 20],
    ['SmacLab', 17],
  ])('%s holds %i facilities', (labId, count) => {
    expect(findLab(labId)?.facilities).toHaveLength(count);
  });

  it('lists the six labs in the order of the selector', () => {
    expect(LABS.map((l) => l.id)).toEqual([...LAB_IDS]);
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

  it('locates a facility in whichever lab holds it', () => {
    expect(locateFacility('bio-eppendorf-5424r')?.lab.id).toBe('BioLab');
    expect(locateFacility('nothing')).toBeUndefined();
  });
});
