import type { Edition } from '../lib/i18n';
import type * as english from './showcase';

/** Marathi edition of ./showcase: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  showcaseContent: {
    meta: {
      title: 'स्टार्टअप दालन',
      description:
        'संगम इनोव्हेशन सेंटरमध्ये इन्क्युबेट झालेले स्टार्टअप्स: नाव किंवा वर्णनावरून शोधा आणि श्रेणीनुसार निवडा.',
    },
    intro: 'केंद्रात उभे राहिलेले स्टार्टअप्स: आरोग्य आणि शेतीपासून वित्त आणि डिझाइनपर्यंत.',
    searchLabel: 'कंपनीचे नाव किंवा वर्णनावरून स्टार्टअप्स शोधा',
    searchPlaceholder: 'कंपनीचे नाव किंवा वर्णनावरून शोधा...',
    categoriesLabel: 'श्रेणीनुसार निवडा',
    all: 'सर्व',
    listLabel: 'स्टार्टअप्स',
    logoAlt: (name: string): string => `${name} लोगो`,
    defaults: { companyName: 'नाव नसलेला स्टार्टअप', category: 'वर्गीकरण नाही' },
  },
} satisfies Edition<typeof english>;
