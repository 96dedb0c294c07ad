import { CENTRE_NAME, CENTRE_SHORT_NAME } from '@centre/contracts';
import { contactEmail, externalLinks, paths } from '../config/paths';

export const site = {
  name: CENTRE_NAME,
  shortName: CENTRE_SHORT_NAME,
  university: 'Sangam University',
  tagline: 'A place to build your startup',
  email: contactEmail,
  phone: '+91 20 4110 2019',
  address: 'Innovation Block, Sangam University Campus, Pune 411 041',
  copyrightYear: 2019,
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

export const footerColumns: readonly NavGroup[] = [
  {
    label: CENTRE_SHORT_NAME,
    links: [
      { label: 'Research', to: paths.research },
      { label: 'Innovation', to: paths.innovation },
      { label: 'Incubation', to: paths.incubation },
      { label: 'Design', to: paths.design },
      { label: 'Laboratory', to: paths.laboratory },
    ],
  },
  {
    label: 'Staff',
    links: [{ label: 'Staff portal login', to: externalLinks.staffPortal, external: true }],
  },
  {
    label: 'Startups',
    links: [{ label: 'Enquiries and permissions', to: paths.contact }],
  },
  {
    label: 'Campus',
    links: [
      { label: 'Our offices on the map', to: externalLinks.officesOnMaps, external: true },
      { label: 'Sangam University', to: externalLinks.university, external: true },
      { label: 'Sports Academy', to: externalLinks.sportsAcademy, external: true },
      { label: 'Alumni portal', to: externalLinks.alumniPortal, external: true },
    ],
  },
];
