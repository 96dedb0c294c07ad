import { CENTRE_SHORT_NAME } from './centre.js';
import {
  USER_TYPES,
  isStaff,
  needsInstitute,
  needsStartupName,
  parseUserType,
  userTypeLabel,
} from './user-types.js';

describe('user types', () => {
  it('lists the five types in the order of the selector', () => {
    expect(USER_TYPES.map((t) => t.label)).toEqual([
      'Student',
      'Faculty',
      'Startup',
      `${CENTRE_SHORT_NAME} Staff Member`,
      'Lab Member',
    ]);
  });

  it.each([
    ['student', 'student'],
    ['Faculty', 'faculty'],
    ['  STARTUP ', 'startup'],
    ['Staff Member', 'staff'],
    [`${CENTRE_SHORT_NAME} Staff Member`, 'staff'],
    ['staff', 'staff'],
    ['lab-member', 'lab-member'],
    ['Lab Member', 'lab-member'],
  ])('reads %j as %s', (input, id) => {
    expect(parseUserType(input)).toBe(id);
  });

  it.each(['', 'visitor', 'admin'])('rejects %j', (input) => {
    expect(parseUserType(input)).toBeUndefined();
  });

  it('asks an institute of students and faculty only', () => {
    expect(USER_TYPES.filter((t) => needsInstitute(t.id)).map((t) => t.id)).toEqual([
      'student',
      'faculty',
    ]);
  });

  it('asks a startup name of startups only, and treats only staff as staff', () => {
    expect(USER_TYPES.filter((t) => needsStartupName(t.id)).map((t) => t.id)).toEqual(['startup']);
    expect(USER_TYPES.filter((t) => isStaff(t.id)).map((t) => t.id)).toEqual(['staff']);
  });

  it('labels an id', () => {
    expect(userTypeLabel('lab-member')).toBe('Lab Member');
  });
});
