import {
  parseContactSubmission,
  validateContactForm,
  type ContactFormValues,
} from './contact-form.rules.js';
import { textsOf } from './message-codes.js';

const valid: ContactFormValues = {
  name: 'Meera Iyer',
  email: 'meera@example.org',
  subject: 'Visiting the Bio Lab',
  message: 'Could our class visit next week?',
};

describe('contact form', () => {
  it('accepts four filled fields', () => {
    expect(validateContactForm(valid)).toEqual({});
  });

  it.each<[keyof ContactFormValues, string, string]>([
    ['name', ' ', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'meera.example.org', 'Please enter a valid email address'],
    ['subject', '', 'Subject is required'],
    ['message', '\n', 'Message is required'],
    ['name', 'N'.repeat(201), 'Name must be at most 200 characters'],
    ['subject', 'S'.repeat(301), 'Subject must be at most 300 characters'],
    ['message', 'M'.repeat(5001), 'Message must be at most 5000 characters'],
    ['email', `${'e'.repeat(250)}@x.in`, 'Email must be at most 254 characters'],
  ])('%s %j reads %j', (field, value, message) => {
    expect(textsOf(validateContactForm({ ...valid, [field]: value }))).toEqual({ [field]: message });
  });

  it('accepts a message of exactly 5000 characters', () => {
    expect(validateContactForm({ ...valid, message: 'M'.repeat(5000) })).toEqual({});
  });
});

describe('parseContactSubmission', () => {
  it('accepts and ignores baseId and tableId, and trims the text', () => {
    expect(
      parseContactSubmission({
        ...valid,
        name: ' Meera Iyer ',
        baseId: 'app123',
        tableId: 'tbl456',
      }),
    ).toEqual({
      ok: true,
      value: { ...valid, language: 'en' },
    });
  });

  it.each([
    ['mr', 'mr'],
    ['en', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
  ])('29 keeps the language of the page (%s → %s): the receipt and replies go in it', (given, kept) => {
    const result = parseContactSubmission({ ...valid, ...(given !== undefined && { language: given }) });
    expect(result).toEqual({ ok: true, value: { ...valid, language: kept } });
  });

  it('reads fields of the wrong type as missing', () => {
    expect(parseContactSubmission({ ...valid, subject: 12, message: null })).toEqual({
      ok: false,
      errors: { subject: 'Subject is required', message: 'Message is required' },
      fieldCodes: { subject: 'contact.subjectRequired', message: 'contact.messageRequired' },
      message: 'Please fix all validation errors before submitting',
      messageCode: 'common.fixErrors',
    });
  });

  it('refuses a body that is not an object', () => {
    expect(parseContactSubmission('hello')).toMatchObject({
      ok: false,
      errors: { body: 'The request body must be a JSON object' },
    });
  });
});
