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
    serverMessages: {
      invalidCredentials: 'ईमेल किंवा पासवर्ड चुकीचा आहे.',
      missingCredentials: 'कृपया तुमचा ईमेल आणि पासवर्ड लिहा.',
      tooManyAttempts: 'खूप वेळा प्रयत्न झाले. कृपया एक मिनिट थांबून पुन्हा प्रयत्न करा.',
      emailMissing: 'तुमचा ईमेल पत्ता लिहा.',
      emailInvalid: 'वैध ईमेल पत्ता लिहा.',
      passwordMissing: 'तुमचा पासवर्ड लिहा.',
      passwordTooLong: 'पासवर्ड खूप मोठा आहे.',
      unreachable: 'सर्व्हरशी संपर्क होऊ शकला नाही. कृपया पुन्हा प्रयत्न करा.',
      failed: 'साइन इन होऊ शकले नाही. कृपया पुन्हा प्रयत्न करा.',
    },
  },
} satisfies Edition<typeof english>;
