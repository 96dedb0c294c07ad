import type { Edition } from '../lib/i18n';
import type * as english from './sign-in';

/** Marathi edition of ./sign-in: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  signInContent: {
    title: 'साइन इन',
    intro: 'केंद्राचे परीक्षक आणि प्रशासक यांच्यासाठी.',
    fields: {
      emailAddress: 'ईमेल',
      password: 'पासवर्ड',
    },
    errors: {
      emailRequired: 'तुमचा ईमेल लिहा',
      emailInvalid: 'वैध ईमेल लिहा',
      passwordRequired: 'तुमचा पासवर्ड लिहा',
    },
    submit: 'साइन इन करा',
    submitting: 'साइन इन होत आहे…',
    signOut: 'साइन आउट करा',
    signingOut: 'साइन आउट होत आहे…',
    checkingSession: 'तुमचे सत्र तपासत आहोत…',
    sessionUnreachable: 'कन्सोल सर्व्हरशी जोडू शकले नाही. कृपया पृष्ठ पुन्हा लोड करा.',
    setup: {
      title: 'पहिला प्रशासक तयार करा',
      intro: 'अजून एकही प्रशासक खाते नाही. पहिल्या खात्याचा ईमेल आणि पासवर्ड निवडा: त्याच खात्याने तुम्ही लगेच साइन इन व्हाल.',
      submit: 'प्रशासक खाते तयार करा',
    },
  },
} satisfies Edition<typeof english>;
