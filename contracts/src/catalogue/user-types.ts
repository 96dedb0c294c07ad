import { CENTRE_SHORT_NAME } from './centre.js';

export type UserTypeId = 'student' | 'faculty' | 'startup' | 'staff' | 'lab-member';

export interface UserType {
  id: UserTypeId;
  label: string;
}

/** The booking form's user types, in the order the selector shows them. */
export const USER_TYPES: readonly UserType[] = [
  { id: 'student', label: 'Student' },
  { id: 'faculty', label: 'Faculty' },
  { id: 'startup', label: 'Startup' },
  { id: 'staff', label: `${CENTRE_SHORT_NAME} Staff Member` },
  { id: 'lab-member', label: 'Lab Member' },
];

export const USER_TYPE_IDS: readonly UserTypeId[] = USER_TYPES.map((t) => t.id);

const squeeze = (s: string): string =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

/** Accepts an id ('lab-member'), a label ('Lab Member', 'SIC Staff Member') or 'Staff Member'. */
export const parseUserType = (input: string): UserTypeId | undefined => {
  const wanted = squeeze(input);
  if (wanted === '') return undefined;
  const found = USER_TYPES.find(
    (t) =>
      squeeze(t.id) === wanted ||
      squeeze(t.label) === wanted ||
      squeeze(t.id.replace('-', ' ')) === wanted,
  );
  if (found) return found.id;
  return wanted === 'staff member' ? 'staff' : undefined;
};

export const userTypeLabel = (id: string): string =>
  USER_TYPES.find((t) => t.id === id)?.label ?? id;

/** Student and Faculty pick an institute. */
export const needsInstitute = (t: UserTypeId | undefined): boolean =>
  t === 'student' || t === 'faculty';
export const needsStartupName = (t: UserTypeId | undefined): boolean => t === 'startup';
/** Staff pick themselves from the directory and give only an email. */
export const isStaff = (t: UserTypeId | undefined): boolean => t === 'staff';
