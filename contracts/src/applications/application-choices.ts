import { CENTRE_PROFILE } from '../catalogue/centre.js';
import type { SiteLanguage } from '../i18n/site-languages.js';

/**
 * The wizard's Indian choices: the sectors the portfolio itself files its startups under, the
 * money in rupees (lakh and crore bands), the scheme applied for and the consent to process
 * the data. The spec's own lists (dollar bands, its industries) stay in the application rules
 * for the old client.
 */

/** The sectors of the centre's portfolio; the portfolio's records and the wizard read this one list. */
export const STARTUP_SECTORS = ['HealthTech', 'AgriTech', 'CleanTech', 'EdTech', 'DeepTech', 'FinTech', 'Design', 'Social Impact'] as const;
export type StartupSector = (typeof STARTUP_SECTORS)[number];

/** What an applicant may name as their sector: the portfolio's, or none of them. */
export const APPLICATION_SECTORS = [...STARTUP_SECTORS, 'Other'] as const;

/** The funding schemes the site's funding pages present, in their order there (ids of those pages). */
export const FUNDING_SCHEMES = ['nidhi-prayas', 'nidhi-sss', 'nidhi-eir', 'msins', 'sisfs'] as const;
export type FundingSchemeId = (typeof FUNDING_SCHEMES)[number];

/** The scheme an application is for: one of the funding schemes, or incubation alone. */
export const APPLICATION_SCHEMES = [...FUNDING_SCHEMES, 'incubation'] as const;
export type ApplicationScheme = (typeof APPLICATION_SCHEMES)[number];

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

/** A list of choices whose values are sent and stored, with what each reads as in each language. */
export interface ChoiceList {
  values: readonly string[];
  labels: Readonly<Record<SiteLanguage, readonly string[]>>;
}

const LOCALES: Readonly<Record<SiteLanguage, string>> = { en: 'en-IN', mr: 'mr-IN' };

/** Units as each language writes an amount, and their form before "under"/"over" (Marathi declines them). */
const UNIT_WORDS: Readonly<Record<SiteLanguage, Record<'lakh' | 'crore', { plain: string; oblique: string }>>> = {
  en: { lakh: { plain: 'lakh', oblique: 'lakh' }, crore: { plain: 'crore', oblique: 'crore' } },
  mr: { lakh: { plain: 'लाख', oblique: 'लाखांपेक्षा' }, crore: { plain: 'कोटी', oblique: 'कोटींपेक्षा' } },
};

const rupees = (amount: number, language: SiteLanguage, form: 'plain' | 'oblique'): string => {
  const unit = amount >= CRORE ? 'crore' : 'lakh';
  const count = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(amount / (unit === 'crore' ? CRORE : LAKH));
  return `₹${count} ${UNIT_WORDS[language][unit][form]}`;
};

const bandLabel = (from: number | null, to: number | null, language: SiteLanguage): string => {
  if (from === null && to !== null) return language === 'en' ? `Under ${rupees(to, 'en', 'plain')}` : `${rupees(to, 'mr', 'oblique')} कमी`;
  if (to === null && from !== null) return language === 'en' ? `Over ${rupees(from, 'en', 'plain')}` : `${rupees(from, 'mr', 'oblique')} जास्त`;
  return `${rupees(from ?? 0, language, 'plain')} – ${rupees(to ?? 0, language, 'plain')}`;
};

/**
 * Bands between the given edges (rupees, ascending): under the first, between each pair, over
 * the last. The English label is also the value sent and stored, so that the console and the
 * exports read it as the applicant chose it.
 */
const rupeeBands = (edges: readonly number[], leading?: Readonly<Record<SiteLanguage, string>>): ChoiceList => {
  const bounds: Array<[number | null, number | null]> = [
    [null, edges[0] ?? null],
    ...edges.slice(1).map((edge, i): [number, number] => [edges[i] ?? 0, edge]),
    [edges.at(-1) ?? null, null],
  ];
  const labelsIn = (language: SiteLanguage): string[] => [
    ...(leading ? [leading[language]] : []),
    ...bounds.map(([from, to]) => bandLabel(from, to, language)),
  ];
  return { values: labelsIn('en'), labels: { en: labelsIn('en'), mr: labelsIn('mr') } };
};

/** Funding needed, in rupees: under ₹10 lakh … over ₹5 crore. */
export const FUNDING_NEEDED_RUPEES: ChoiceList = rupeeBands([10 * LAKH, 25 * LAKH, 50 * LAKH, CRORE, 5 * CRORE]);

/** Monthly revenue, in rupees, after "none yet". */
export const MONTHLY_REVENUE_RUPEES: ChoiceList = rupeeBands([LAKH, 5 * LAKH, 25 * LAKH, CRORE], {
  en: 'Pre-revenue',
  mr: 'अद्याप उत्पन्न नाही',
});

/**
 * The consent an applicant gives by ticking the wizard's box, in the words shown. The event
 * keeps the very sentence agreed to, in the language it was read in.
 */
export const APPLICATION_CONSENT_TEXT: Readonly<Record<SiteLanguage, string>> = {
  en: `I agree that ${CENTRE_PROFILE.name} stores and processes the information in this application, pitch deck included, so that its experts and staff can review it and write to me about it. It is used for nothing else and is not shared outside the centre.`,
  mr: `या अर्जातील माहिती, पिच डेकसह, ${CENTRE_PROFILE.marathi.name}ने साठवावी आणि तिच्यावर प्रक्रिया करावी, जेणेकरून केंद्राचे तज्ज्ञ आणि कर्मचारी तिचा आढावा घेऊ शकतील आणि मला त्याविषयी कळवू शकतील, याला माझी संमती आहे. ही माहिती इतर कोणत्याही कामासाठी वापरली जात नाही आणि केंद्राबाहेर दिली जात नाही.`,
};
