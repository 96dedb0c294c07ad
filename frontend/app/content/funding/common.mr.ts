import type { Edition } from '../../lib/i18n';
import type * as english from './common';

/** Marathi edition of ./common: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  schemeUi: {
    applyNow: 'आता अर्ज करा',
    eligibilityPdf: 'पात्रता निकष (PDF)',
    guidelinesPdf: 'मार्गदर्शक सूचना (PDF)',
    about: 'योजनेविषयी',
    faq: 'वारंवार विचारले जाणारे प्रश्न',
    contact: 'संपर्क',
    emailLabel: 'ईमेल',
    step: 'पायरी',
    eligibility: 'पात्रता',
    permittedUses: 'अनुमत वापर',
    restrictedUses: 'प्रतिबंधित वापर',
    readMore: 'अधिक वाचा',
    readLess: 'कमी दाखवा',
    allYears: 'सर्व वर्षे',
    fundingYear: 'निधी वर्ष',
    previous: 'मागील',
    next: 'पुढील',
    logoAlt: (name: string): string => `${name} लोगो`,
    photoAlt: (name: string): string => `${name} यांचे छायाचित्र`,
  },
} satisfies Edition<typeof english>;
