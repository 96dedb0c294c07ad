import { CENTRE_PROFILE } from '@centre/contracts';
import { BUILD_YEAR } from '../config/build-info';
import { externalLinks, paths } from '../config/paths';

const { name: CENTRE_NAME, shortName: CENTRE_SHORT_NAME } = CENTRE_PROFILE;

export const site = {
  name: CENTRE_NAME,
  shortName: CENTRE_SHORT_NAME,
  university: CENTRE_PROFILE.university,
  tagline: 'A place to build your startup',
  description:
    'Workspace, mentoring, laboratories and funding for early-stage startups at the Sangam Innovation Centre: research, innovation, incubation, design and labs.',
  email: CENTRE_PROFILE.email,
  phone: CENTRE_PROFILE.phone,
  address: CENTRE_PROFILE.address,
  /** The year the site was built: the footer's copyright stays current with every release. */
  copyrightYear: BUILD_YEAR,
} as const;

export interface NavLink {
  label: string;
  to: string;
  external?: boolean;
}

export interface NavGroup {
  label: string;
  /** Optional heading link at the top of the group's panel. */
  heading?: NavLink;
  links: readonly NavLink[];
}

/** The header's top navigation, in order. Programs has no link of its own. */
export const mainNav: readonly NavLink[] = [
  { label: 'About us', to: paths.about },
  { label: 'Startups', to: paths.startups },
  { label: 'Research', to: paths.research },
  { label: 'Innovation', to: paths.innovation },
  { label: 'Incubation', to: paths.incubation },
  { label: 'Design', to: paths.design },
  { label: 'Laboratory', to: paths.laboratory },
];

export const programsNav: NavGroup = {
  label: 'Programs',
  heading: { label: 'Funding Programs', to: paths.preIncubation },
  links: [
    { label: 'NIDHI SSS', to: paths.nidhiSss },
    { label: 'NIDHI EIR', to: paths.nidhiEir },
    { label: 'NIDHI Prayas', to: paths.nidhiPrayas },
    { label: 'MSINS', to: paths.msins },
    { label: 'SISFS', to: paths.sisfs },
  ],
};

/** Labs, grouped in the mobile menu under Laboratory. */
export const labsNav: NavGroup = {
  label: 'Laboratory',
  heading: { label: 'All laboratories', to: paths.laboratory },
  links: [
    { label: 'Fabrication Lab', to: paths.fabLab },
    { label: 'Media Lab', to: paths.mediaLab },
    { label: 'AI/ML Lab', to: paths.aiMlLab },
    { label: 'AR/VR Lab', to: paths.arVrLab },
    { label: 'Bio Lab', to: paths.bioLab },
  ],
};

/** The secondary menu of the top bar: not opened by any entry of the main list. */
export const secondaryNav: readonly NavLink[] = [
  { label: 'Research', to: paths.research },
  { label: 'Innovation', to: paths.innovation },
  { label: 'Design', to: paths.design },
];

export const bookingLink: NavLink = { label: 'Booking Facility', to: paths.booking };

/**
 * The footer's four columns. Every page of the site that the header does not list is reachable
 * from here (the link test checks it), the staff sign-in included.
 */
export const footerColumns: readonly NavGroup[] = [
  {
    label: CENTRE_SHORT_NAME,
    links: [
      { label: 'Research', to: paths.research },
      { label: 'Innovation', to: paths.innovation },
      { label: 'Incubation', to: paths.incubation },
      { label: 'Design', to: paths.design },
      { label: 'Design Studio', to: paths.designStudio },
      { label: 'Laboratory', to: paths.laboratory },
      { label: 'Lab availability', to: paths.availability },
      { label: 'Training programs', to: paths.training },
      { label: 'Community', to: paths.community },
      { label: 'Funding opportunities', to: paths.fundingOpportunities },
      { label: 'Innovation festival', to: paths.festival },
      { label: 'Newsletter', to: paths.newsletter },
    ],
  },
  {
    label: 'Staff',
    links: [{ label: 'Staff portal login', to: paths.signIn }],
  },
  {
    label: 'Startups',
    links: [
      { label: 'Enquiries and permissions', to: paths.contact },
      { label: 'Book an appointment', to: paths.appointmentForm },
      { label: 'Apply for Incubation', to: paths.incubationForm },
    ],
  },
  {
    label: 'Campus',
    links: [
      { label: 'Our offices on the map', to: externalLinks.officesOnMaps, external: true },
      { label: CENTRE_PROFILE.university, to: externalLinks.university, external: true },
      { label: 'Sports Academy', to: externalLinks.sportsAcademy, external: true },
      { label: 'Alumni portal', to: externalLinks.alumniPortal, external: true },
    ],
  },
];

/** The shell's own words: logo, landmarks, menus, footer lines and the language button. */
export const shell = {
  brand: { first: 'Sangam', second: 'Innovation Centre' },
  homeLink: 'home',
  skipToContent: 'Skip to content',
  mainNavLabel: 'Main',
  secondaryNavLabel: 'Secondary',
  mobileNavLabel: 'Mobile',
  applyForIncubation: 'Apply for Incubation',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  siteMenu: 'Site menu',
  footerBlurb: (tagline: string, university: string): string =>
    `${tagline}. Workspace, mentors, laboratories and funding for early-stage founders at ${university}.`,
  footerNavLabel: (column: string): string => `Footer: ${column}`,
  opensInNewTab: '(opens in a new tab)',
  copyright: (year: string, centre: string, university: string): string =>
    `© ${year} ${centre}, ${university}. All rights reserved.`,
  /** The floating button: its visible text is the current language's own name. */
  languageSwitch: (current: string, other: string): string =>
    `Language: ${current}. Switch to ${other}`,
  /** Each language's own name for itself, the same in both editions. */
  languageNames: { en: 'English', mr: 'मराठी' },
  /** The languages as this language names them (for the button's spoken label). */
  languageNamesInText: { en: 'English', mr: 'Marathi' },
} as const;

/** The not-found page and the last-resort error screen. */
export const notFound = {
  metaTitle: 'Page Not Found',
  metaDescription: 'The page you are looking for could not be found.',
  heading: 'Page Not Found',
  body: 'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
  home: 'Return to Homepage',
  help: 'Need help? Contact our support team at',
} as const;

export const errorScreen = {
  heading: 'Something went wrong',
  body: 'This page could not be shown right now. Please try again in a moment, or go back to the homepage.',
  home: 'Return to Homepage',
} as const;
