import {
  APPLICATION_SCHEMES,
  APPLICATION_SECTORS,
  FUNDING_NEEDED_RUPEES,
  MONTHLY_REVENUE_RUPEES,
} from '../applications/application-choices.js';
import type { GroupCode } from './message-codes.js';
import { isBlank, isValidEmail } from './text.rules.js';

/** The spec's industries, dollar bands and revenue bands: what its old client still sends. */
export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'E-commerce',
  'Manufacturing',
  'CleanTech',
  'Biotech',
  'AI/ML',
  'Other',
] as const;
export const STAGES = [
  'Idea',
  'Prototype',
  'Pre-seed',
  'Seed',
  'Series A',
  'Series B',
  'Growth',
] as const;
export const TEAM_SIZES = ['Solo Founder', '2-5', '6-10', '11-20', '21+'] as const;
export const FUNDING_NEEDED = [
  '<$50K',
  '$50K-$250K',
  '$250K-$500K',
  '$500K-$1M',
  '$1M-$5M',
  '>$5M',
] as const;
export const CURRENT_REVENUE = [
  'Pre-revenue',
  '<$10K',
  '$10K-$50K',
  '$50K-$100K',
  '$100K-$500K',
  '>$500K',
] as const;

export const WIZARD_STEPS = [
  'Basic Information',
  'Company Details',
  'Pitch Deck',
  'Team Information',
  'Financial Information',
  'Review & Submit',
] as const;
export type WizardStep = 0 | 1 | 2 | 3 | 4 | 5;
export const LAST_WIZARD_STEP: WizardStep = 5;

export const PITCH_DECK_MAX_BYTES = 10 * 1024 * 1024;
export const PITCH_DECK_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx'] as const;
/** The description counter's ceiling; shown, not enforced (spec 5). */
export const DESCRIPTION_COUNTER_MAX = 500;

/** A browser File satisfies this; so does the server's description of an upload. */
export interface PitchDeckFile {
  name: string;
  size: number;
}

export interface ApplicationValues {
  founderName: string;
  email: string;
  phone: string;
  companyName: string;
  website: string;
  industry: string;
  stage: string;
  description: string;
  pitchDeck: PitchDeckFile | null;
  teamSize: string;
  teamMembers: string;
  fundingNeeded: string;
  currentRevenue: string;
  businessModel: string;
  additionalInfo: string;
  scheme: string;
  /** The applicant ticked the consent to the processing of their data. */
  consent: boolean;
}

export type ApplicationField = keyof ApplicationValues;
export type ApplicationMessageCode = GroupCode<'application'>;
/** The code of each faulty field's message. */
export type ApplicationErrors = Partial<Record<ApplicationField, ApplicationMessageCode>>;

export const EMPTY_APPLICATION: ApplicationValues = {
  founderName: '',
  email: '',
  phone: '',
  companyName: '',
  website: '',
  industry: '',
  stage: '',
  description: '',
  pitchDeck: null,
  teamSize: '',
  teamMembers: '',
  fundingNeeded: '',
  currentRevenue: '',
  businessModel: '',
  additionalInfo: '',
  scheme: '',
  consent: false,
};

/**
 * Which client's form a body follows: the wizard's (sectors, rupees, a scheme, consent), or the
 * spec's old one (its industries and dollar bands, neither scheme nor consent) that the API
 * still accepts.
 */
export type ApplicationForm = 'wizard' | 'spec';

interface FormChoices {
  industries: readonly string[];
  funding: readonly string[];
  revenue: readonly string[];
  /** The scheme and the consent must be given. */
  asksSchemeAndConsent: boolean;
}

const FORM_CHOICES: Readonly<Record<ApplicationForm, FormChoices>> = {
  wizard: {
    industries: APPLICATION_SECTORS,
    funding: FUNDING_NEEDED_RUPEES.values,
    revenue: MONTHLY_REVENUE_RUPEES.values,
    asksSchemeAndConsent: true,
  },
  spec: {
    // An old page may still hold the spec's industries; a sector of ours is no reason to refuse it.
    industries: [...INDUSTRIES, ...APPLICATION_SECTORS],
    funding: FUNDING_NEEDED,
    revenue: CURRENT_REVENUE,
    asksSchemeAndConsent: false,
  },
};

/** A body whose funding is one of the spec's dollar bands comes from the old client. */
export const applicationFormOf = (fundingNeeded: unknown): ApplicationForm =>
  typeof fundingNeeded === 'string' && (FUNDING_NEEDED as readonly string[]).includes(fundingNeeded.trim()) ? 'spec' : 'wizard';

export const pitchDeckExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** An invalid file is refused and not kept (spec 5). */
export const validatePitchDeck = (
  file: PitchDeckFile | null | undefined,
): ApplicationMessageCode | undefined => {
  if (!file) return 'application.pitchDeckRequired';
  if (file.size > PITCH_DECK_MAX_BYTES) return 'application.pitchDeckTooLarge';
  return (PITCH_DECK_EXTENSIONS as readonly string[]).includes(pitchDeckExtension(file.name))
    ? undefined
    : 'application.pitchDeckWrongType';
};

const isWebsite = (value: string): boolean => /^https?:\/\/\S+$/i.test(value.trim());

type Code = ApplicationMessageCode | undefined;

const oneOf = (
  value: string,
  options: readonly string[],
  required: Code,
  invalid: ApplicationMessageCode,
): Code => {
  if (isBlank(value)) return required;
  return options.includes(value.trim()) ? undefined : invalid;
};

type StepRule = (v: ApplicationValues, choices: FormChoices) => ApplicationErrors;

const STEP_RULES: Record<WizardStep, StepRule> = {
  0: (v) => ({
    founderName: isBlank(v.founderName) ? 'application.founderNameRequired' : undefined,
    email: isBlank(v.email)
      ? 'application.emailRequired'
      : isValidEmail(v.email)
        ? undefined
        : 'application.emailInvalid',
    phone: isBlank(v.phone) ? 'application.phoneRequired' : undefined,
  }),
  1: (v, choices) => ({
    companyName: isBlank(v.companyName) ? 'application.companyNameRequired' : undefined,
    website: isBlank(v.website) || isWebsite(v.website) ? undefined : 'application.websiteInvalid',
    industry: oneOf(
      v.industry,
      choices.industries,
      'application.industryRequired',
      'application.industryInvalid',
    ),
    stage: oneOf(v.stage, STAGES, 'application.stageRequired', 'application.stageInvalid'),
    description: isBlank(v.description) ? 'application.descriptionRequired' : undefined,
  }),
  2: (v) => ({ pitchDeck: validatePitchDeck(v.pitchDeck) }),
  3: (v) => ({
    teamSize: oneOf(
      v.teamSize,
      TEAM_SIZES,
      'application.teamSizeRequired',
      'application.teamSizeInvalid',
    ),
    teamMembers: isBlank(v.teamMembers) ? 'application.teamMembersRequired' : undefined,
  }),
  4: (v, choices) => ({
    fundingNeeded: oneOf(
      v.fundingNeeded,
      choices.funding,
      'application.fundingNeededRequired',
      'application.fundingNeededInvalid',
    ),
    currentRevenue: oneOf(
      v.currentRevenue,
      choices.revenue,
      undefined,
      'application.currentRevenueInvalid',
    ),
    businessModel: isBlank(v.businessModel) ? 'application.businessModelRequired' : undefined,
    scheme: oneOf(
      v.scheme,
      APPLICATION_SCHEMES,
      choices.asksSchemeAndConsent ? 'application.schemeRequired' : undefined,
      'application.schemeInvalid',
    ),
  }),
  // The review step shows what the earlier steps hold and asks for the consent before sending.
  5: (v, choices) => ({
    consent: choices.asksSchemeAndConsent && !v.consent ? 'application.consentRequired' : undefined,
  }),
};

const ALL_STEPS = [0, 1, 2, 3, 4, 5] as const;

const compact = (errors: ApplicationErrors): ApplicationErrors =>
  Object.fromEntries(Object.entries(errors).filter(([, code]) => code !== undefined));

/** The rules of one wizard step; Next is allowed only when this is empty. */
export const validateApplicationStep = (
  step: WizardStep,
  values: ApplicationValues,
  form: ApplicationForm = 'wizard',
): ApplicationErrors => compact(STEP_RULES[step](values, FORM_CHOICES[form]));

/** Every step at once, as the final submit re-validates them. */
export const validateApplication = (values: ApplicationValues, form: ApplicationForm = 'wizard'): ApplicationErrors =>
  Object.assign({}, ...ALL_STEPS.map((step) => validateApplicationStep(step, values, form)));

/** The first step holding an error, to send the visitor back to it. */
export const firstStepWithErrors = (values: ApplicationValues): WizardStep | undefined =>
  ALL_STEPS.find((step) => Object.keys(validateApplicationStep(step, values)).length > 0);
