/**
 * The centre's profile: the one file a centre that deploys the product edits. Every page, mail
 * and label that states one of these facts reads it from here, so the site cannot contradict
 * itself (one founding year, one reply promise, one person in one role).
 *
 * Links: leave a URL empty ('') until the centre has a real one; the site then shows the item as
 * plain text instead of a link that goes nowhere.
 */
export interface CentrePerson {
  name: string;
  /** The one role the site gives this person. */
  role: string;
}

/**
 * The centre's own internet domain: every address the site shows is a mailbox on it. A centre
 * that deploys the product puts its real domain here (never a reserved one such as .example).
 */
const DOMAIN = 'sangam-innovation.in';

const PEOPLE = {
  viceChancellor: { name: 'Dr. Sunita Rao', role: 'Vice Chancellor, Sangam University' },
  director: { name: 'Dr. Anjali Deshpande', role: 'Director' },
  ceo: { name: 'Rohan Kulkarni', role: 'Chief Executive Officer' },
} as const satisfies Record<string, CentrePerson>;

export const CENTRE_PROFILE = {
  name: 'Sangam Innovation Centre',
  /** Labels the centre's own staff ('SIC Staff Member'). */
  shortName: 'SIC',
  university: 'Sangam University',
  foundingYear: 2010,
  address: 'Innovation Block, Sangam University Campus, Pune 411 041',
  phone: '+91 20 4110 2019',
  domain: DOMAIN,
  email: `hello@${DOMAIN}`,
  /** The funding schemes' desks, each a mailbox on the centre's domain. */
  mailboxes: {
    prayas: `prayas@${DOMAIN}`,
    seedSupport: `seedsupport@${DOMAIN}`,
    eir: `eir@${DOMAIN}`,
    msins: `msins@${DOMAIN}`,
    seedFund: `seedfund@${DOMAIN}`,
  },
  /** How long an applicant waits for a decision, in business days (shown as "5 to 7"). */
  replyWithinBusinessDays: { from: 5, to: 7 },
  /** The centre's leaders: each named once, in one role, wherever the site mentions them. */
  people: PEOPLE,
  /** Key figures as the site writes them (the suffix '+' means "more than"). */
  figures: {
    startupsIncubated: '300+',
    fullTimeJobs: '1250+',
    revenueCrore: '400 Cr+',
    publicationsAndAwards: '200+',
    studentsTrained: '17000+',
    startupsImpacted: '3000+',
    /** Startups impacted are counted from this year on. */
    startupsImpactedSince: 2016,
    researchPapers: '17',
    internshipsPerYear: '250+',
    exits: '7',
    universityStudents: '40,000+',
    footprintSqFt: '30,000',
    plannedIncubatorSqFt: '150,000',
    nationalAwardYear: 2020,
  },
  /** The same facts in Marathi, for the site's Marathi pages. */
  marathi: {
    name: 'संगम इनोव्हेशन सेंटर',
    university: 'संगम विद्यापीठ',
    address: 'इनोव्हेशन ब्लॉक, संगम विद्यापीठ परिसर, पुणे ४११ ०४१',
    roles: {
      viceChancellor: 'कुलगुरू, संगम विद्यापीठ',
      director: 'संचालक',
      ceo: 'मुख्य कार्यकारी अधिकारी',
    } satisfies Record<keyof typeof PEOPLE, string>,
  },
  /** Where the centre is found outside this site; '' until it has a real address. */
  links: {
    officesOnMaps: '',
    university: '',
    sportsAcademy: '',
    alumniPortal: '',
    bioLabSite: '',
    designSchool: '',
  },
} as const;

/** The centre's name as the product shows it; the short name labels its own staff. */
export const CENTRE_NAME: string = CENTRE_PROFILE.name;
export const CENTRE_SHORT_NAME: string = CENTRE_PROFILE.shortName;
