import {
  APPLICATION_CONSENT_TEXT,
  APPLICATION_SCHEMES,
  APPLICATION_SECTORS,
  FUNDING_NEEDED_RUPEES,
  MONTHLY_REVENUE_RUPEES,
  STARTUP_SECTORS,
} from '../applications/application-choices.js';
import {
  applicationFormOf,
  CURRENT_REVENUE,
  DESCRIPTION_COUNTER_MAX,
  EMPTY_APPLICATION,
  FUNDING_NEEDED,
  INDUSTRIES,
  PITCH_DECK_EXTENSIONS,
  PITCH_DECK_MAX_BYTES,
  STAGES,
  TEAM_SIZES,
  WIZARD_STEPS,
  firstStepWithErrors,
  validateApplication,
  validateApplicationStep,
  validatePitchDeck,
  type ApplicationValues,
  type WizardStep,
} from './application.rules.js';
import { parseApplicationSubmission } from './application-submission.rules.js';
import { textsOf } from './message-codes.js';

const deck = { name: 'KrishiSense-Deck.PDF', size: 2_000_000 };

const complete: ApplicationValues = {
  ...EMPTY_APPLICATION,
  founderName: 'Ananya Rao',
  email: 'ananya@krishisense.in',
  phone: '+91 98200 12345',
  companyName: 'Krishi Sense',
  website: 'https://krishisense.in',
  industry: 'AgriTech',
  stage: 'Prototype',
  description: 'Soil sensors for small farms.',
  pitchDeck: deck,
  teamSize: '2-5',
  teamMembers: 'Ananya (CEO), Dev (CTO)',
  fundingNeeded: '₹10 lakh – ₹25 lakh',
  businessModel: 'Hardware plus subscription.',
  scheme: 'nidhi-prayas',
  consent: true,
};

describe('application enumerations', () => {
  it('lists the spec strings exactly', () => {
    expect(INDUSTRIES).toEqual([
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
    ]);
    expect(STAGES).toEqual([
      'Idea',
      'Prototype',
      'Pre-seed',
      'Seed',
      'Series A',
      'Series B',
      'Growth',
    ]);
    expect(TEAM_SIZES).toEqual(['Solo Founder', '2-5', '6-10', '11-20', '21+']);
    expect(FUNDING_NEEDED).toEqual([
      '<$50K',
      '$50K-$250K',
      '$250K-$500K',
      '$500K-$1M',
      '$1M-$5M',
      '>$5M',
    ]);
    expect(CURRENT_REVENUE).toEqual([
      'Pre-revenue',
      '<$10K',
      '$10K-$50K',
      '$50K-$100K',
      '$100K-$500K',
      '>$500K',
    ]);
  });

  it('has six wizard steps with their titles, a 10 MB deck limit and a 500-character counter', () => {
    expect(WIZARD_STEPS).toEqual([
      'Basic Information',
      'Company Details',
      'Pitch Deck',
      'Team Information',
      'Financial Information',
      'Review & Submit',
    ]);
    expect(PITCH_DECK_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(PITCH_DECK_EXTENSIONS).toEqual(['pdf', 'doc', 'docx', 'ppt', 'pptx']);
    expect(DESCRIPTION_COUNTER_MAX).toBe(500);
  });
});

describe('application wizard steps', () => {
  it('passes every step of a complete application', () => {
    for (const step of [0, 1, 2, 3, 4, 5] as const)
      expect(validateApplicationStep(step, complete)).toEqual({});
    expect(validateApplication(complete)).toEqual({});
  });

  it.each<[WizardStep, Partial<ApplicationValues>, string, string]>([
    [0, { founderName: '  ' }, 'founderName', 'Founder name is required'],
    [0, { email: '' }, 'email', 'Email is required'],
    [0, { email: 'ananya-at-krishisense' }, 'email', 'Email is invalid'],
    [0, { phone: '\t' }, 'phone', 'Phone number is required'],
    [1, { companyName: '' }, 'companyName', 'Company name is required'],
    [1, { industry: '' }, 'industry', 'Industry is required'],
    [1, { industry: 'Space' }, 'industry', 'Please select an industry from the list'],
    [1, { stage: ' ' }, 'stage', 'Company stage is required'],
    [1, { stage: 'Series Z' }, 'stage', 'Please select a company stage from the list'],
    [1, { description: '   ' }, 'description', 'Company description is required'],
    [1, { website: 'krishisense.in' }, 'website', 'Website must be a valid URL'],
    [1, { website: 'ftp://krishisense.in' }, 'website', 'Website must be a valid URL'],
    [2, { pitchDeck: null }, 'pitchDeck', 'Pitch deck is required'],
    [
      2,
      { pitchDeck: { name: 'deck.pdf', size: PITCH_DECK_MAX_BYTES + 1 } },
      'pitchDeck',
      'File size must be less than 10MB',
    ],
    [
      2,
      { pitchDeck: { name: 'deck.key', size: 1000 } },
      'pitchDeck',
      'Only PDF, DOC, DOCX, PPT, and PPTX files are allowed',
    ],
    [
      2,
      { pitchDeck: { name: 'deck', size: 1000 } },
      'pitchDeck',
      'Only PDF, DOC, DOCX, PPT, and PPTX files are allowed',
    ],
    [3, { teamSize: '' }, 'teamSize', 'Team size is required'],
    [3, { teamSize: '1000' }, 'teamSize', 'Please select a team size from the list'],
    [3, { teamMembers: ' ' }, 'teamMembers', 'Team members information is required'],
    [4, { fundingNeeded: '' }, 'fundingNeeded', 'Funding needed is required'],
    [
      4,
      { fundingNeeded: 'lots' },
      'fundingNeeded',
      'Please select the funding needed from the list',
    ],
    [
      4,
      { currentRevenue: 'some' },
      'currentRevenue',
      'Please select the current revenue from the list',
    ],
    [4, { businessModel: '' }, 'businessModel', 'Business model is required'],
    [4, { fundingNeeded: '$50K-$250K' }, 'fundingNeeded', 'Please select the funding needed from the list'],
    [4, { currentRevenue: '<$10K' }, 'currentRevenue', 'Please select the current revenue from the list'],
    [1, { industry: 'AI/ML' }, 'industry', 'Please select an industry from the list'],
    [4, { scheme: '' }, 'scheme', 'Please choose the scheme you are applying for'],
    [4, { scheme: 'lottery' }, 'scheme', 'Please select a scheme from the list'],
    [5, { consent: false }, 'consent', 'Please agree to the processing of your data so that we can review your application'],
  ])('step %i with %j reads the exact message', (step, changes, field, message) => {
    const values = { ...complete, ...changes };
    expect(textsOf(validateApplicationStep(step, values))).toEqual({ [field]: message });
    expect(textsOf(validateApplication(values))).toEqual({ [field]: message });
  });

  it('leaves website, current revenue and additional information optional', () => {
    expect(
      validateApplication({ ...complete, website: ' ', currentRevenue: '', additionalInfo: '' }),
    ).toEqual({});
    expect(validateApplicationStep(1, { ...complete, website: 'HTTP://krishisense.in' })).toEqual(
      {},
    );
  });

  it('does not enforce the 500-character description counter', () => {
    expect(validateApplicationStep(1, { ...complete, description: 'd'.repeat(900) })).toEqual({});
  });

  it('accepts a deck of exactly 10 MB in any of the five formats, in any case', () => {
    for (const ext of ['pdf', 'DOC', 'docx', 'Ppt', 'pptx']) {
      expect(
        validatePitchDeck({ name: `deck.${ext}`, size: PITCH_DECK_MAX_BYTES }),
      ).toBeUndefined();
    }
  });

  it('collects the errors of every step at once and names the first faulty step', () => {
    expect(Object.keys(validateApplication(EMPTY_APPLICATION)).sort()).toEqual(
      [
        'businessModel',
        'companyName',
        'description',
        'email',
        'founderName',
        'fundingNeeded',
        'industry',
        'phone',
        'pitchDeck',
        'stage',
        'teamMembers',
        'teamSize',
        'scheme',
        'consent',
      ].sort(),
    );
    expect(firstStepWithErrors({ ...complete, teamSize: '' })).toBe(3);
    expect(firstStepWithErrors({ ...complete, consent: false })).toBe(5);
    expect(firstStepWithErrors(complete)).toBeUndefined();
  });
});

describe('parseApplicationSubmission', () => {
  const fields = { ...complete, pitchDeck: undefined, consent: 'on', website: '', additionalInfo: '  ' };

  it('trims the text and drops blank optional fields', () => {
    const result = parseApplicationSubmission({ ...fields, founderName: ' Ananya Rao ' }, deck);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.founderName).toBe('Ananya Rao');
    expect(result.value.pitchDeck).toEqual(deck);
    expect('website' in result.value).toBe(false);
    expect('additionalInfo' in result.value).toBe(false);
  });

  it('refuses a missing file and over-long text with clear messages', () => {
    expect(
      parseApplicationSubmission({ ...fields, businessModel: 'b'.repeat(5001) }, null),
    ).toEqual({
      ok: false,
      errors: {
        pitchDeck: 'Pitch deck is required',
        businessModel: 'Business model must be at most 5000 characters',
      },
      fieldCodes: {
        pitchDeck: 'application.pitchDeckRequired',
        businessModel: 'application.businessModelTooLong',
      },
      message: 'Please fix all validation errors before submitting',
      messageCode: 'common.fixErrors',
    });
  });

  it('reads fields of the wrong type as missing', () => {
    expect(parseApplicationSubmission({ ...fields, phone: 98200 }, deck)).toMatchObject({
      ok: false,
      errors: { phone: 'Phone number is required' },
    });
  });
});

describe('29.6 the wizard speaks Indian money and sectors', () => {
  const wizardBody = { ...complete, pitchDeck: undefined, consent: 'on', currentRevenue: 'Under ₹1 lakh' };
  const specBody = {
    founderName: 'Ananya Rao',
    email: 'ananya@krishisense.in',
    phone: '+91 98200 12345',
    companyName: 'Krishi Sense',
    industry: 'AI/ML',
    stage: 'Prototype',
    description: 'Soil sensors for small farms.',
    teamSize: '2-5',
    teamMembers: 'Ananya (CEO), Dev (CTO)',
    fundingNeeded: '$50K-$250K',
    currentRevenue: '<$10K',
    businessModel: 'Hardware plus subscription.',
  };

  it('offers the portfolio sectors (AgriTech among them) and Other', () => {
    expect(STARTUP_SECTORS).toContain('AgriTech');
    expect(APPLICATION_SECTORS).toEqual([...STARTUP_SECTORS, 'Other']);
  });

  it('bands the funding needed in lakh and crore, the English label being the value, in en-IN and Marathi', () => {
    expect(FUNDING_NEEDED_RUPEES.values).toEqual([
      'Under ₹10 lakh',
      '₹10 lakh – ₹25 lakh',
      '₹25 lakh – ₹50 lakh',
      '₹50 lakh – ₹1 crore',
      '₹1 crore – ₹5 crore',
      'Over ₹5 crore',
    ]);
    expect(FUNDING_NEEDED_RUPEES.labels.en).toEqual(FUNDING_NEEDED_RUPEES.values);
    expect(FUNDING_NEEDED_RUPEES.labels.mr).toEqual([
      '₹१० लाखांपेक्षा कमी',
      '₹१० लाख – ₹२५ लाख',
      '₹२५ लाख – ₹५० लाख',
      '₹५० लाख – ₹१ कोटी',
      '₹१ कोटी – ₹५ कोटी',
      '₹५ कोटींपेक्षा जास्त',
    ]);
    expect(MONTHLY_REVENUE_RUPEES.values).toEqual([
      'Pre-revenue',
      'Under ₹1 lakh',
      '₹1 lakh – ₹5 lakh',
      '₹5 lakh – ₹25 lakh',
      '₹25 lakh – ₹1 crore',
      'Over ₹1 crore',
    ]);
    expect(MONTHLY_REVENUE_RUPEES.labels.mr[0]).toBe('अद्याप उत्पन्न नाही');
    expect(MONTHLY_REVENUE_RUPEES.labels.mr).toHaveLength(MONTHLY_REVENUE_RUPEES.values.length);
  });

  it('asks for one of the five funding schemes or incubation', () => {
    expect(APPLICATION_SCHEMES).toEqual(['nidhi-prayas', 'nidhi-sss', 'nidhi-eir', 'msins', 'sisfs', 'incubation']);
  });

  it('accepts a wizard body and keeps the consent in the words of the language applied in', () => {
    const result = parseApplicationSubmission({ ...wizardBody, language: 'mr' }, deck);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ fundingNeeded: '₹10 lakh – ₹25 lakh', scheme: 'nidhi-prayas', industry: 'AgriTech' });
    expect(result.value.consentText).toBe(APPLICATION_CONSENT_TEXT.mr);
  });

  it('refuses a wizard body without the consent or the scheme', () => {
    expect(parseApplicationSubmission({ ...wizardBody, consent: undefined, scheme: '' }, deck)).toMatchObject({
      ok: false,
      fieldCodes: { consent: 'application.consentRequired', scheme: 'application.schemeRequired' },
    });
    expect(parseApplicationSubmission({ ...wizardBody, consent: 'no' }, deck)).toMatchObject({
      ok: false,
      fieldCodes: { consent: 'application.consentRequired' },
    });
  });

  it("still accepts the spec's old body (its industry, dollar bands, no scheme, no consent)", () => {
    expect(applicationFormOf(specBody.fundingNeeded)).toBe('spec');
    expect(applicationFormOf('₹10 lakh – ₹25 lakh')).toBe('wizard');
    const result = parseApplicationSubmission(specBody, deck);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ fundingNeeded: '$50K-$250K', currentRevenue: '<$10K', industry: 'AI/ML' });
    expect('consentText' in result.value).toBe(false);
    expect('scheme' in result.value).toBe(false);
  });

  it('reads an old body with a rupee revenue band or a bad scheme as refused', () => {
    expect(parseApplicationSubmission({ ...specBody, currentRevenue: 'Under ₹1 lakh' }, deck)).toMatchObject({
      ok: false,
      fieldCodes: { currentRevenue: 'application.currentRevenueInvalid' },
    });
    expect(parseApplicationSubmission({ ...specBody, scheme: 'lottery' }, deck)).toMatchObject({
      ok: false,
      fieldCodes: { scheme: 'application.schemeInvalid' },
    });
  });
});
