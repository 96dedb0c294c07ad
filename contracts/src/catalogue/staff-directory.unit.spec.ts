import { CENTRE_PROFILE } from './centre.js';
import { STAFF_DIRECTORY, findStaffMember } from './staff-directory.js';
import { staffEmailOf } from './staff-mailboxes.js';

describe('staff directory', () => {
  it('holds 17 members with unique ids and emails', () => {
    expect(STAFF_DIRECTORY).toHaveLength(17);
    expect(new Set(STAFF_DIRECTORY.map((s) => s.id)).size).toBe(17);
    expect(new Set(STAFF_DIRECTORY.map((s) => staffEmailOf(s.id))).size).toBe(17);
  });

  it("gives each member a lower-case email on the centre profile's one domain", () => {
    for (const s of STAFF_DIRECTORY) {
      const [local, domain, ...rest] = (staffEmailOf(s.id) ?? '').split('@');
      expect(local).toMatch(/^[a-z]+\.[a-z]+$/);
      expect(domain).toBe(CENTRE_PROFILE.domain);
      expect(rest).toEqual([]);
    }
  });

  it('carries no address in the directory the site shows (26.6 staff bookings)', () => {
    for (const s of STAFF_DIRECTORY) expect(Object.keys(s).sort()).toEqual(['id', 'name']);
    expect(staffEmailOf('staff-nobody')).toBeUndefined();
    expect(staffEmailOf('toString')).toBeUndefined();
  });

  it('finds a member by id, and nothing for an unknown id', () => {
    const first = STAFF_DIRECTORY[0];
    expect(first && findStaffMember(first.id)).toEqual(first);
    expect(findStaffMember('staff-nobody')).toBeUndefined();
  });
});
