import { APPLICATION_CONSENT_TEXT } from '../applications/application-choices.js';
import { SITE_LANGUAGES, type SiteLanguage } from '../i18n/site-languages.js';
import { validationFailure, type ParseResult } from '../http/api-error.js';
import { APPLICATION_MAX_LENGTHS, type ApplicationTextField } from './application.limits.js';
import { applicationFormOf, validateApplication, type ApplicationMessageCode, type PitchDeckFile } from './application.rules.js';
import { stringOrEmpty } from './text.rules.js';

/** An application once accepted: trimmed text, optional fields absent when blank. */
export interface ApplicationSubmission {
  founderName: string;
  email: string;
  phone: string;
  companyName: string;
  website?: string;
  industry: string;
  stage: string;
  description: string;
  pitchDeck: PitchDeckFile;
  teamSize: string;
  teamMembers: string;
  fundingNeeded: string;
  currentRevenue?: string;
  businessModel: string;
  additionalInfo?: string;
  language: SiteLanguage;
  scheme?: string;
  /** The words of the consent given, in the applicant's language (absent from the spec's old form). */
  consentText?: string;
}

const OPTIONAL_FIELDS = ['website', 'currentRevenue', 'additionalInfo', 'scheme'] as const;

/** A multipart checkbox: the browser's 'on', or the 'yes'/'true' a script sends. */
const isTicked = (value: unknown): boolean => typeof value === 'string' && ['on', 'yes', 'true'].includes(value.trim().toLowerCase());

/** The server's reading of the multipart submission: its text fields and the uploaded file. */
export const parseApplicationSubmission = (
  fields: Record<string, unknown>,
  pitchDeck: PitchDeckFile | null,
): ParseResult<ApplicationSubmission> => {
  const keys = Object.keys(APPLICATION_MAX_LENGTHS) as ApplicationTextField[];
  const text = Object.fromEntries(keys.map((k) => [k, stringOrEmpty(fields[k]).trim()])) as Record<
    ApplicationTextField,
    string
  >;
  const consent = isTicked(fields.consent);
  const errors: Record<string, ApplicationMessageCode> = {
    ...validateApplication({ ...text, pitchDeck, consent }, applicationFormOf(fields.fundingNeeded)),
  };
  for (const k of keys) {
    if (errors[k] === undefined && text[k].length > APPLICATION_MAX_LENGTHS[k]) {
      errors[k] = `application.${k}TooLong`;
    }
  }
  if (Object.keys(errors).length > 0 || !pitchDeck) return validationFailure(errors);
  // An unknown language is no reason to refuse an application: its mails then go in English.
  const language = SITE_LANGUAGES.find((l) => l === fields.language) ?? 'en';
  const value: ApplicationSubmission = { ...text, pitchDeck, language };
  for (const k of OPTIONAL_FIELDS) if (text[k] === '') delete value[k];
  if (consent) value.consentText = APPLICATION_CONSENT_TEXT[language];
  return { ok: true, value };
};
