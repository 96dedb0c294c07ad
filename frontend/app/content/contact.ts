/**
 * Every visitor-visible text of the contact page that contracts' messages do not hold.
 * Pure data; its Marathi edition is ./contact.mr.ts.
 */
import { CENTRE_PROFILE } from '@centre/contracts';
import { contactEmail, externalLinks, paths } from '../config/paths';
import { site } from './site';

export const contactContent = {
  meta: {
    title: 'Contact Us',
    description:
      'Write to Sangam Innovation Centre: questions about incubation, the labs, bookings or partnerships. We reply by email.',
  },
  eyebrow: 'Contact',
  intro: 'Questions about incubation, the labs, bookings or partnerships? Send us a message and we will reply by email.',
  formTitle: 'Send us a message',
  /**
   * The fields' labels. Keys named 'email', 'phone' or 'website' hold addresses to the editions
   * (lib/i18n/texts NON_TEXT_KEYS), so labels and rows use other names for those.
   */
  fields: {
    name: 'Name',
    emailAddress: 'Email',
    subject: 'Subject',
    message: 'Message',
  },
  placeholders: {
    name: 'Your full name',
    email: 'you@example.com',
    subject: 'What is it about?',
    message: 'Write your message here',
  },
  panel: {
    title: 'Contact Information',
    address: { label: 'Address', value: site.address },
    phoneNumber: { label: 'Phone', value: site.phone, href: `tel:${site.phone.replace(/\s+/g, '')}` },
    emailAddress: { label: 'Email', value: contactEmail, href: `mailto:${contactEmail}` },
    webAddress: { label: 'Website', value: CENTRE_PROFILE.domain, href: paths.home },
    linksTitle: 'Find us',
    links: [
      { label: 'Our offices on the map', href: externalLinks.officesOnMaps, external: true },
      { label: 'Sangam University', href: externalLinks.university, external: true },
      { label: 'Apply for incubation', href: paths.incubationForm, external: false },
      { label: 'Book a lab facility', href: paths.booking, external: false },
    ],
  },
  /** How long the sent / failed line stays (spec 9). */
  statusTimeoutMs: 3000,
} as const;
