import { STAFF_DIRECTORY, findStaffMember } from './staff-directory.js';

describe('staff directory', () => {
  it('holds 17 members with unique ids and emails', () => {
    expect(STAFF_DIRECTORY).toHaveLength(17);
    expect(new Set(STAFF_DIRECTORY.map((s) => s.id)).size).toBe(17);
    expect(new Set(STAFF_DIRECTORY.map((s) => s.email)).size).toBe(17);
  });

  it('gives each member a lower-case email at the centre domain', () => {
    for (const s of STAFF_DIRECTORY) expect(s.email).toMatch(/^[a-z.]+@centre\.example\.edu$/);
  });

  it('finds a member by id, and nothing for an unknown id', () => {
    const first = STAFF_DIRECTORY[0];
    expect(first && findStaffMember(first.id)).toEqual(first);
    expect(findStaffMember('staff-nobody')).toBeUndefined();
  });
});
