import type { Edition } from '../lib/i18n';
import { formatters } from '../lib/i18n/format';
import type * as english from './portfolio';

const { digits } = formatters('mr');

/** Marathi edition of ./portfolio: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  portfolioContent: {
    title: 'स्टार्टअप पोर्टफोलिओ',
    intro: 'आमच्यासोबत वाढलेल्या स्टार्टअप्सची ओळख करून घ्या.',
    searchLabel: 'स्टार्टअप्स शोधा',
    listLabel: 'स्टार्टअप्स',
    pagerLabel: 'स्टार्टअप पोर्टफोलिओची पृष्ठे',
    foundedBy: (founder: string): string => `संस्थापक: ${founder}`,
    logoAlt: (name: string): string => `${name} लोगो`,
    countdownLabel: (seconds: number): string => digits(seconds),
    countdownUnit: 'सेकंद',
    defaults: {
      companyName: 'नाव उपलब्ध नाही',
      description: 'वर्णन उपलब्ध नाही',
      category: 'वर्गीकरण नाही',
      founderName: 'संस्थापकाचे नाव उपलब्ध नाही',
    },
  },
} satisfies Edition<typeof english>;
