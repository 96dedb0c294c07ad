import { APPLICATION_STATUS_PATH, CENTRE_PROFILE, WAITER_PAGE_PATH } from '@centre/contracts';

/**
 * Every link of the site, in one table. Pages, navigation and tests import from here; no
 * path string is written anywhere else.
 */
export const paths = {
  home: '/',
  about: '/about',
  research: '/research',
  laboratory: '/laboratory',
  aiMlLab: '/laboratory/ai-ml-lab',
  arVrLab: '/laboratory/ar-vr-lab',
  fabLab: '/laboratory/fab-lab',
  mediaLab: '/laboratory/media-lab',
  bioLab: '/laboratory/bio-lab',
  innovation: '/innovation',
  incubation: '/incubation',
  design: '/design',
  designStudio: '/design-studio',
  community: '/community',
  startups: '/startups',
  /** The spec's data-fetch page (its route name as the spec spells it): the portfolio data, loaded from the backend. */
  dataFetch: '/datafeatch',
  training: '/training',
  fundingOpportunities: '/funding-opportunities',
  preIncubation: '/programs/pre-incubation',
  nidhiPrayas: '/programs/funding-program/nidhi-prayas',
  nidhiSss: '/programs/funding-program/nidhi-sss',
  nidhiEir: '/programs/funding-program/nidhi-eir',
  msins: '/programs/funding-program/Msins',
  sisfs: '/programs/funding-program/Sisfs',
  festival: '/programs/siif/2025',
  newsletter: '/newsletterq4',
  booking: '/booking',
  /** A lab's week of availability before the form (?lab=&date=). */
  availability: '/availability',
  bookingThankYou: '/booking/thankyou/:username',
  bookingReview: '/booking-review',
  /** The booker's own page, opened from the signed link in their mails. */
  myBooking: '/booking/manage',
  /** The waiter's own page of their place on a waitlist (signed link; the backend writes it from contracts). */
  myWait: WAITER_PAGE_PATH,
  appointmentForm: '/appointmentForm',
  contact: '/contact',
  incubationForm: '/incubationform',
  /** The status link of the applicant's mails (the backend writes it from contracts). */
  applicationStatus: APPLICATION_STATUS_PATH,
  admin: '/admin',
  adminBooking: '/admin/bookings/:id',
  adminLabDay: '/admin/lab-day',
  adminHistory: '/admin/history',
  adminProjections: '/admin/projections',
  adminInbox: '/admin/inbox',
  adminUsers: '/admin/users',
  adminOperations: '/admin/operations',
  adminApplications: '/admin/applications',
  adminTraining: '/admin/training',
  expertApplications: '/admin/review-applications',
  adminCatalogue: '/admin/catalogue',
  signIn: '/sign-in',
  /** The first run's page, opened from the one-time link the server prints (token in the fragment). */
  setup: '/setup',
  project: '/projects/:slug',
  adminLabRules: '/admin/lab-rules',
  adminOpeningHours: '/admin/opening-hours',
} as const;

export type PathKey = keyof typeof paths;

/** Builders for the parameterised paths. */
export const link = {
  bookingThankYou: (username: string): string => `/booking/thankyou/${encodeURIComponent(username)}`,
  bookingReview: (id: string): string => `${paths.bookingReview}?id=${encodeURIComponent(id)}`,
  project: (slug: string): string => `/projects/${encodeURIComponent(slug)}`,
  adminBooking: (id: string): string => `/admin/bookings/${encodeURIComponent(id)}`,
  /** The history replay (or the live lab-day view) opened on one lab-day. */
  adminHistory: (lab: string, date: string): string => `${paths.adminHistory}?${new URLSearchParams({ lab, date }).toString()}`,
  adminLabDay: (lab: string, date: string): string => `${paths.adminLabDay}?${new URLSearchParams({ lab, date }).toString()}`,
  /** The sign-in page, returning to `redirectTo` (a path of this site) afterwards. */
  signIn: (redirectTo?: string): string =>
    redirectTo ? `${paths.signIn}?${new URLSearchParams({ redirectTo }).toString()}` : paths.signIn,
  /** The booking form, opened on a lab and (optionally) one of its facilities. */
  booking: (lab?: string, facility?: string): string => {
    const params = new URLSearchParams();
    if (lab) params.set('lab', lab);
    if (lab && facility) params.set('facility', facility);
    const query = params.toString();
    return query ? `${paths.booking}?${query}` : paths.booking;
  },
  /** The booking form with cells picked on the availability grid: one date, its slots and facilities. */
  bookingCells: (lab: string, date: string, slotIds: readonly string[], facilityIds: readonly string[]): string => {
    const params = new URLSearchParams({ lab, date });
    for (const slot of slotIds) params.append('slot', slot);
    for (const facility of facilityIds) params.append('facility', facility);
    return `${paths.booking}?${params.toString()}`;
  },
  /** The availability grid of a lab, from a date (today when none). */
  availability: (lab?: string, date?: string): string => {
    const params = new URLSearchParams();
    if (lab) params.set('lab', lab);
    if (date) params.set('date', date);
    const query = params.toString();
    return query ? `${paths.availability}?${query}` : paths.availability;
  },
};

/**
 * Links that leave the site. They open in a new tab with rel="noopener noreferrer". The centre's
 * own addresses come from its profile and are '' until the centre has a real one: a page shows
 * such an item as plain text (`hasTarget`). Applications to the schemes go to our
 * own application wizard.
 */
export const externalLinks = {
  ...CENTRE_PROFILE.links,
  seedFundPortal: 'https://seedfund.startupindia.gov.in',
  nidhiPrayasApplication: paths.incubationForm,
  nidhiSssApplication: paths.incubationForm,
  msinsApplication: paths.incubationForm,
  nidhiOfficial: 'https://nidhi.dst.gov.in',
  msinsOfficial: 'https://msins.in',
} as const;

export const contactEmail = CENTRE_PROFILE.email;
