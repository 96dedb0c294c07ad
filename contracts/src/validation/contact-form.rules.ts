import { SITE_LANGUAGES, type SiteLanguage } from '../i18n/site-languages.js';
import { bodyNotAnObject, validationFailure, type ParseResult } from '../http/api-error.js';
import type { GroupCode } from './message-codes.js';
import { isBlank, isPlainObject, isValidEmail, stringOrEmpty } from './text.rules.js';

export const CONTACT_LIMITS = { name: 200, email: 254, subject: 300, message: 5000 } as const;

export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactMessageCode = GroupCode<'contact'>;
/** The code of each faulty field's message. */
export type ContactFormErrors = Partial<Record<keyof ContactFormValues, ContactMessageCode>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
};

const check = (
  value: string,
  required: ContactMessageCode,
  max: number,
  tooLong: ContactMessageCode,
): ContactMessageCode | undefined => {
  if (isBlank(value)) return required;
  return value.trim().length > max ? tooLong : undefined;
};

/** All four fields are required and the email must look like one. */
export const validateContactForm = (values: ContactFormValues): ContactFormErrors => {
  const errors: ContactFormErrors = {};
  const name = check(values.name, 'contact.nameRequired', CONTACT_LIMITS.name, 'contact.nameTooLong');
  const email =
    check(values.email, 'contact.emailRequired', CONTACT_LIMITS.email, 'contact.emailTooLong') ??
    (isValidEmail(values.email) ? undefined : 'contact.emailInvalid');
  const subject = check(
    values.subject,
    'contact.subjectRequired',
    CONTACT_LIMITS.subject,
    'contact.subjectTooLong',
  );
  const message = check(
    values.message,
    'contact.messageRequired',
    CONTACT_LIMITS.message,
    'contact.messageTooLong',
  );
  if (name) errors.name = name;
  if (email) errors.email = email;
  if (subject) errors.subject = subject;
  if (message) errors.message = message;
  return errors;
};

/** A contact message once accepted: the four fields and the language its mails are written in. */
export type ContactSubmission = ContactFormValues & { language: SiteLanguage };

/**
 * The body of POST /api/submit-form. `baseId` and `tableId` (identifiers of the spreadsheet
 * service the spec's client wrote to) are accepted and ignored.
 */
export const parseContactSubmission = (body: unknown): ParseResult<ContactSubmission> => {
  if (!isPlainObject(body)) return bodyNotAnObject();
  const values: ContactFormValues = {
    name: stringOrEmpty(body.name).trim(),
    email: stringOrEmpty(body.email).trim(),
    subject: stringOrEmpty(body.subject).trim(),
    message: stringOrEmpty(body.message).trim(),
  };
  const errors = validateContactForm(values);
  if (Object.keys(errors).length > 0) return validationFailure(errors);
  // An unknown language is no reason to refuse a message: its mails then go in English.
  const language = SITE_LANGUAGES.find((l) => l === body.language) ?? 'en';
  return { ok: true, value: { ...values, language } };
};
