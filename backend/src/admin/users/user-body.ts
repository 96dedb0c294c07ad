import type { NewUserRequest, UserChangeRequest } from '@centre/contracts';
import { isUserRole } from '../../auth/index.js';
import { ADMIN_MESSAGES } from '../admin.http.js';
import type { Parsed } from '../bookings/booking-list.params.js';

export type NewUser = NewUserRequest;
export type UserChange = UserChangeRequest;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Pure: POST /api/admin/users. Email and password rules are the auth slice's; here only shape. */
export const parseNewUser = (body: unknown): Parsed<NewUser> => {
  const raw = isRecord(body) ? body : {};
  const errors: Record<string, string> = {};
  if (typeof raw.email !== 'string' || raw.email.trim() === '') errors.email = 'Enter an email';
  if (typeof raw.password !== 'string' || raw.password === '') errors.password = 'Enter a password';
  if (!isUserRole(raw.role)) errors.role = 'The role must be reviewer, expert or admin.';
  if (Object.keys(errors).length > 0 || typeof raw.email !== 'string' || typeof raw.password !== 'string' || !isUserRole(raw.role)) {
    return { ok: false, message: ADMIN_MESSAGES.invalidNewUser, errors };
  }
  return { ok: true, value: { email: raw.email, password: raw.password, role: raw.role } };
};

const isLabList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= 50 && value.every((lab) => typeof lab === 'string' && lab.length <= 100);

/**
 * Pure: PATCH /api/admin/users/:id — a role, a disabled flag, a reviewer's labs, or several of
 * them; nothing else. Which labs exist and who may have them is the auth slice's rule.
 */
export const parseUserChange = (body: unknown): Parsed<UserChange> => {
  if (!isRecord(body)) return { ok: false, message: ADMIN_MESSAGES.invalidUserChange, errors: {} };
  const errors: Record<string, string> = {};
  const { role, disabled, labs } = body;
  if (role !== undefined && !isUserRole(role)) errors.role = 'The role must be reviewer, expert or admin.';
  if (disabled !== undefined && typeof disabled !== 'boolean') errors.disabled = 'disabled must be true or false';
  if (labs !== undefined && !isLabList(labs)) errors.labs = 'labs must be a list of lab ids';
  const unknown = Object.keys(body).filter((k) => k !== 'role' && k !== 'disabled' && k !== 'labs');
  for (const key of unknown) errors[key] = `${key} cannot be changed here`;
  if (Object.keys(errors).length > 0 || (role === undefined && disabled === undefined && labs === undefined)) {
    return { ok: false, message: Object.values(errors)[0] ?? ADMIN_MESSAGES.invalidUserChange, errors };
  }
  return {
    ok: true,
    value: {
      ...(isUserRole(role) && { role }),
      ...(typeof disabled === 'boolean' && { disabled }),
      ...(isLabList(labs) && { labs }),
    },
  };
};
