import type { ParseResult } from './booking-request.rules.js';
import {
  CONTACT_MESSAGES as M,
  FIX_ERRORS_BEFORE_SUBMIT,
  INVALID_REQUEST_BODY,
} from './messages.js';
import { isBlank, isPlainObject, isValidEmail, stringOrEmpty } from './text.rules.js';

export const CONTACT_LIMITS = { name: 200, email: 254, subject: 300, message: 5000 } as const;

export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
};

const check = (
  value: string,
  required: string,
  max: number,
  tooLong: string,
): string | undefined => {
  if (isBlank(value)) return required;
  return value.trim().length > max ? tooLong : undefined;
};

/** All four fields are required and the email must look like one. */
export const validateContactForm = (values: ContactFormValues): ContactFormErrors => {
  const errors: ContactFormErrors = {};
  const name = check(values.name, M.nameRequired, CONTACT_LIMITS.name, M.nameTooLong);
  const email =
    check(values.email, M.emailRequired, CONTACT_LIMITS.email, M.emailTooLong) ??
    (isValidEmail(values.email) ? undefined : M.emailInvalid);
  const subject = check(
    values.subject,
    M.subjectRequired,
    CONTACT_LIMITS.subject,
    M.subjectTooLong,
  );
  const message = check(
    values.message,
    M.messageRequired,
    CONTACT_LIMITS.message,
    M.messageTooLong,
  );
  if (name) errors.name = name;
  if (email) errors.email = email;
  if (subject) errors.subject = subject;
  if (message) errors.message = message;
  return errors;
};

/**
 * The body of POST /api/submit-form. `baseId` and `tableId` (identifiers of the spreadsheet
 * service the spec's client wrote to) are accepted and ignored.
 */
export const parseContactSubmission = (body: unknown): ParseResult<ContactFormValues> => {
  if (!isPlainObject(body))
    return { ok: false, errors: { body: INVALID_REQUEST_BODY }, message: INVALID_REQUEST_BODY };
  const values: ContactFormValues = {
    name: stringOrEmpty(body.name).trim(),
    email: stringOrEmpty(body.email).trim(),
    subject: stringOrEmpty(body.subject).trim(),
    message: stringOrEmpty(body.message).trim(),
  };
  const errors = validateContactForm(values);
  if (Object.keys(errors).length > 0) {
    return {
      ok: false,
      errors: errors as Record<string, string>,
      message: FIX_ERRORS_BEFORE_SUBMIT,
    };
  }
  return { ok: true, value: values };
};
