import { BACKEND_PORT, MAX_SLOTS_PER_BOOKING } from '@centre/contracts';
import type { Edition } from '../lib/i18n';
import { formatters } from '../lib/i18n/format';
import type * as english from './messages';

/** Marathi edition of ./messages: only its words, in the same structure (see lib/i18n/texts.ts). */

const digits = formatters('mr').digits;

/** Contracts name the field in English ('Name', 'Admin notes'); Marathi names it its own way. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  Name: 'नाव',
  'Startup name': 'स्टार्टअपचे नाव',
  'Admin notes': 'प्रशासकाच्या टिपा',
  Email: 'ईमेल',
  Subject: 'विषय',
  Message: 'संदेश',
};

const maxLengthMessage = (field: string, max: number): string =>
  `${FIELD_NAMES[field] ?? field}: जास्तीत जास्त ${digits(max)} अक्षरे चालतील`;

const FIX_ERRORS_BEFORE_SUBMIT = 'पाठवण्यापूर्वी कृपया सर्व त्रुटी दुरुस्त करा';
const SERVER_UNREACHABLE = `सर्व्हरशी संपर्क होऊ शकला नाही. कृपया बॅकएंड पोर्ट ${BACKEND_PORT} वर चालू आहे याची खात्री करा.`;

export default {
  FIX_ERRORS_BEFORE_SUBMIT,
  INVALID_REQUEST_BODY: 'विनंतीचा मजकूर JSON ऑब्जेक्ट स्वरूपात असायला हवा',
  SERVER_UNREACHABLE,
  maxLengthMessage,

  BOOKING_MESSAGES: {
    userTypeRequired: 'कृपया वापरकर्त्याचा प्रकार निवडा',
    userTypeInvalid: 'कृपया वापरकर्त्याचा योग्य प्रकार निवडा',
    labRequired: 'कृपया प्रयोगशाळा निवडा',
    labInvalid: 'कृपया योग्य प्रयोगशाळा निवडा',
    dateRequired: 'कृपया तारीख निवडा',
    dateInvalid: 'कृपया योग्य तारीख निवडा',
    dateInPast: 'कृपया भविष्यातील तारीख निवडा',
    slotsRequired: 'कृपया किमान एक टाइम स्लॉट निवडा',
    slotsTooMany: `कृपया जास्तीत जास्त ${digits(MAX_SLOTS_PER_BOOKING)} टाइम स्लॉट निवडा`,
    slotInvalid: 'कृपया योग्य टाइम स्लॉट निवडा',
    slotsDuplicate: 'एक टाइम स्लॉट एकदाच निवडता येतो',
    slotStarted: 'निवडलेल्यांपैकी एक किंवा अधिक टाइम स्लॉट आधीच सुरू झाले आहेत. कृपया नंतरचा टाइम स्लॉट निवडा.',
    facilitiesRequired: 'कृपया किमान एक सुविधा निवडा',
    facilityNotInLab: 'कृपया निवडलेल्या प्रयोगशाळेतील सुविधाच निवडा',
    facilitiesDuplicate: 'एक सुविधा एकदाच निवडता येते',
    staffMemberRequired: 'कृपया कर्मचारी निवडा',
    staffMemberInvalid: 'कृपया यादीतील कर्मचारी निवडा',
    emailRequired: 'ईमेल आवश्यक आहे',
    emailInvalid: 'कृपया योग्य ईमेल पत्ता लिहा',
    instituteRequired: 'कृपया संस्था निवडा',
    instituteInvalid: 'कृपया यादीतील संस्था निवडा',
    nameRequired: 'नाव आवश्यक आहे',
    nameTooShort: `नाव किमान ${digits(2)} अक्षरांचे असावे`,
    nameTooLong: maxLengthMessage('Name', 100),
    contactRequired: 'संपर्क क्रमांक आवश्यक आहे',
    contactInvalid: `संपर्क क्रमांक नेमका ${digits(10)} अंकी असावा`,
    startupNameRequired: 'स्टार्टअपचे नाव आवश्यक आहे',
    startupNameTooLong: maxLengthMessage('Startup name', 200),
    formIncomplete: 'कृपया सर्व आवश्यक माहिती अचूक भरा',
    fixErrors: FIX_ERRORS_BEFORE_SUBMIT,
  },

  AVAILABILITY_MESSAGES: {
    popupTitle: 'सुविधांची उपलब्धता तपासणी',
    failedTitle: 'उपलब्धता तपासता आली नाही',
    availableTitle: 'सुविधा उपलब्ध आहेत!',
    conflictTitle: 'ही वेळ आधीच बुक झाली आहे',
    available: 'निवडलेल्या वेळेसाठी निवडलेल्या सर्व सुविधा उपलब्ध आहेत.',
    conflict: 'निवडलेल्यांपैकी एक किंवा अधिक सुविधा या वेळेसाठी आधीच बुक झाल्या आहेत.',
    conflictHint: 'कृपया वेगळा टाइम स्लॉट, तारीख किंवा सुविधा निवडा.',
    conflictSuggestions: [
      'वेगळे टाइम स्लॉट निवडून पाहा',
      'पर्यायी सुविधा निवडा',
      'स्वागत कक्षाशी संपर्क साधा',
    ],
    serverUnreachable: SERVER_UNREACHABLE,
    prerequisitesMissing: 'कृपया आधी तारीख, टाइम स्लॉट आणि सुविधा निवडा.',
    checkFailed: 'उपलब्धता तपासता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  },

  BOOKING_SUBMIT_MESSAGES: {
    pageTitle: 'सुविधा बुक करा',
    submit: 'बुकिंग पाठवा',
    submitting: 'पाठवत आहोत...',
    resetForm: 'फॉर्म रिकामा करा',
    showMore: 'अधिक दाखवा',
    showLess: 'कमी दाखवा',
    serverUnreachable: SERVER_UNREACHABLE,
    apiNotFound:
      'API एंडपॉइंट सापडला नाही. कृपया बॅकएंड सर्व्हर चालू आहे आणि त्याचे मार्ग (routes) योग्य प्रकारे जोडले आहेत का ते तपासा.',
    slotAlreadyReserved:
      'या वेळेसाठी ही सुविधा आधीच राखीव आहे. कृपया वेगळा टाइम स्लॉट निवडा किंवा स्वागत कक्षाशी संपर्क साधा.',
    slotAlreadyReservedHint: 'कृपया वेगळा टाइम स्लॉट निवडा किंवा मदतीसाठी स्वागत कक्षाशी संपर्क साधा.',
    submitFailed: 'बुकिंग पाठवता आले नाही. कृपया पुन्हा प्रयत्न करा.',
    submissionFailed: 'पाठवता आले नाही',
    submitted: 'बुकिंगची विनंती यशस्वीपणे पाठवली',
    confirmationNote: 'पुष्टी तुम्हाला ईमेलवर मिळेल.',
    bookAnother: 'आणखी एक सुविधा बुक करा',
  },

  thankYouMessage: (username: string): string =>
    `धन्यवाद, ${username}! तुमची बुकिंग विनंती यशस्वीपणे नोंदवली गेली आहे.`,

  REVIEW_MESSAGES: {
    heading: 'बुकिंगचे पुनरावलोकन',
    adminNotes: 'प्रशासकाच्या टिपा',
    approve: 'मंजूर करा',
    reject: 'नामंजूर करा',
    loadFailed: 'बुकिंग उघडता आले नाही',
    notFound: 'बुकिंग सापडले नाही',
    actionFailed: 'काहीतरी चुकले',
    actionNetworkFailure: 'कृती पूर्ण करता आली नाही',
    approved: 'बुकिंग यशस्वीपणे मंजूर झाले!',
    rejected: 'बुकिंग यशस्वीपणे नामंजूर झाले!',
    statusInvalid: 'स्थिती approve (मंजूर) किंवा reject (नामंजूर) यांपैकीच असावी',
    adminNotesInvalid: 'प्रशासकाच्या टिपा मजकुराच्या स्वरूपात असाव्यात',
    adminNotesTooLong: maxLengthMessage('Admin notes', 2000),
    alreadyReviewed: 'या बुकिंगचे पुनरावलोकन आधीच झाले आहे',
    alreadyApproved: 'हे बुकिंग आधीच मंजूर झाले आहे.',
    alreadyRejected: 'हे बुकिंग आधीच नामंजूर झाले आहे.',
    idMissing: 'बुकिंगचा आयडी आवश्यक आहे',
  },

  reviewActionFailedVariant: (message?: string): string =>
    `❌ काहीतरी चुकले: ${message || 'अज्ञात त्रुटी'}`,
  REVIEW_ACTION_NETWORK_FAILURE_VARIANT: '❌ कृती पूर्ण करता आली नाही',
  reviewActionSucceededVariant: (action: 'approve' | 'reject'): string =>
    `✅ बुकिंग यशस्वीपणे ${action === 'approve' ? 'मंजूर' : 'नामंजूर'} झाले!`,

  APPOINTMENT_MESSAGES: {
    fillAllFields: 'कृपया सर्व माहिती भरा.',
    timeRangeInvalid:
      'कृपया सकाळी ९:०० ते रात्री ९:०० या दरम्यानची वेळ निवडा; शेवटची वेळ सुरुवातीच्या वेळेनंतरची असावी.',
    machineUnavailable: 'निवडलेले मशीन या वेळी उपलब्ध नाही. कृपया दुसरी वेळ निवडा.',
    submitFailed: 'वेळ-आरक्षणाची विनंती पाठवता आली नाही.',
    submitted: 'वेळ-आरक्षणाची विनंती यशस्वीपणे पाठवली!',
  },
} satisfies Edition<typeof english>;
