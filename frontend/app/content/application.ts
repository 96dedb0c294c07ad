import {
  APPLICATION_CONSENT_TEXT,
  APPLICATION_SECTORS,
  FUNDING_NEEDED_RUPEES,
  MONTHLY_REVENUE_RUPEES,
  STAGES,
  TEAM_SIZES,
  WIZARD_STEPS,
} from '@centre/contracts';

/**
 * Every visitor-visible text of the startup application wizard that contracts' messages do
 * not hold. Pure data; its Marathi edition is ./application.mr.ts.
 */
export const applicationContent = {
  meta: {
    title: 'Apply for Incubation',
    description:
      'Apply to incubate your startup at Sangam Innovation Centre: six short steps, your pitch deck, and a decision by email within 5 to 7 business days.',
  },
  eyebrow: 'Incubation',
  title: 'Startup Application',
  intro: 'Tell us about your startup in six short steps. Fields marked * are required.',
  progressLabel: 'Application progress',
  /** The wizard's six steps, in contracts' order. */
  stepNames: WIZARD_STEPS,
  /**
   * What each choice of a select reads as, index by index with contracts' lists (the value
   * sent to the server stays contracts' value). The schemes are named by the funding pages.
   */
  optionLabels: {
    industry: APPLICATION_SECTORS,
    stage: STAGES,
    teamSize: TEAM_SIZES,
    fundingNeeded: FUNDING_NEEDED_RUPEES.labels.en,
    currentRevenue: MONTHLY_REVENUE_RUPEES.labels.en,
  },
  /** The scheme choice that is none of the funding schemes. */
  incubationOnly: 'Incubation only (no funding scheme)',
  consent: {
    title: 'Your data',
    label: APPLICATION_CONSENT_TEXT.en,
  },
  requiredMark: '*',
  /**
   * The fields' labels. Keys named 'email', 'phone' or 'website' hold addresses to the editions
   * (lib/i18n/texts NON_TEXT_KEYS), so those three labels go by other names (the wizard's `labelOf`).
   */
  fields: {
    founderName: 'Founder Name',
    emailAddress: 'Email',
    phoneNumber: 'Phone Number',
    companyName: 'Company Name',
    websiteAddress: 'Website',
    industry: 'Industry',
    stage: 'Company Stage',
    description: 'Company Description',
    pitchDeck: 'Pitch Deck',
    teamSize: 'Team Size',
    teamMembers: 'Team Members',
    fundingNeeded: 'Funding Needed',
    currentRevenue: 'Current Monthly Revenue',
    businessModel: 'Business Model',
    additionalInfo: 'Additional Information',
    scheme: 'Scheme Applied For',
    consent: 'Consent',
  },
  placeholders: {
    founderName: 'Your full name',
    email: 'you@example.com',
    phone: '+91 98765 43210',
    companyName: 'Your company name',
    website: 'https://example.com',
    description: 'What does your company do, for whom, and why now?',
    teamMembers: 'Names, roles and backgrounds of the core team',
    businessModel: 'How does the company earn money?',
    additionalInfo: 'Anything else we should know',
  },
  selectPlaceholders: {
    industry: 'Select industry',
    stage: 'Select stage',
    teamSize: 'Select team size',
    fundingNeeded: 'Select funding range',
    currentRevenue: 'Select revenue range',
    scheme: 'Select scheme',
  },
  optional: '(optional)',
  descriptionCounter: (length: number, max: number): string => `${length}/${max} characters`,
  pitchDeckHint: 'PDF, DOC, DOCX, PPT or PPTX, up to 10MB.',
  pitchDeckChosen: (name: string, size: string): string => `Selected: ${name} (${size})`,
  removeFile: 'Remove file',
  stepIntros: [
    'Who is applying and how do we reach you?',
    'Tell us about the company.',
    'Upload your pitch deck.',
    'Who is building it?',
    'Where do the finances stand?',
    'Check everything before you submit.',
  ],
  review: {
    edit: 'Edit',
    /** The Edit button's accessible name, naming the step it goes back to. */
    editStep: (step: string): string => `Edit ${step}`,
    notProvided: 'Not provided',
  },
  submit: 'Submit Application',
  confirmation: {
    title: 'Application submitted successfully!',
    text: 'Thank you for applying. Here is what happens next:',
    steps: [
      'A team of 12 experts reviews your application, and each expert casts a vote.',
      "An admin reviews the team's decision.",
      'You receive the final decision by email within 5 to 7 business days.',
    ],
  },
  /** The applicant's status page, opened from the link in their mails. */
  statusPage: {
    title: 'Your application',
    loading: 'Loading your application…',
    invalidLink: 'This status link is not valid. Please use the link in the mail we sent you.',
    failed: 'Your application could not be loaded. Please try again later.',
    reference: 'Reference',
    company: 'Company',
    submitted: 'Submitted on',
    status: 'Status',
    statuses: {
      received: 'Received: your application has reached us and waits for our experts.',
      'under-review': 'Under review: our experts are reading your application.',
      decided: 'Decided',
    },
    outcomes: {
      accepted: 'Your application has been accepted.',
      rejected: 'Your application has not been accepted this time.',
      waitlisted: 'Your application is on our waiting list.',
    },
    reason: "The panel's reason",
    promise: 'We decide within 5 to 7 business days of your application and write to you by email.',
  },
} as const;

/** Bytes as the file line shows them (1 decimal, KB or MB). */
export const formatFileSize = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
