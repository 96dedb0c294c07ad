import {
  APPLICATION_MAX_LENGTHS,
  BACKEND_PORT,
  MAX_SLOTS_PER_BOOKING,
  type ApplicationTextField,
} from '@centre/contracts';
import type { Edition } from '../lib/i18n';
import { formatters } from '../lib/i18n/format';
import type * as english from './messages';

/**
 * Marathi edition of ./messages (contracts' catalogue): only its words, in the same structure,
 * so each message is found by its code (`booking.slotsRequired` is `booking` → `slotsRequired`).
 */

const digits = formatters('mr').digits;

const maxLength = (field: string, max: number): string =>
  `${field}: जास्तीत जास्त ${digits(max)} अक्षरे चालतील`;

const FIX_ERRORS = 'पाठवण्यापूर्वी कृपया सर्व त्रुटी दुरुस्त करा';
const SERVER_UNREACHABLE = `सर्व्हरशी संपर्क होऊ शकला नाही. कृपया बॅकएंड पोर्ट ${BACKEND_PORT} वर चालू आहे याची खात्री करा.`;

/** The application's text fields as the server's length messages name them. */
const APPLICATION_FIELD_NAMES: Readonly<Record<ApplicationTextField, string>> = {
  founderName: 'संस्थापकाचे नाव',
  email: 'ईमेल',
  phone: 'फोन नंबर',
  companyName: 'कंपनीचे नाव',
  website: 'वेबसाइट',
  industry: 'उद्योगक्षेत्र',
  stage: 'कंपनीचा टप्पा',
  description: 'कंपनीचे वर्णन',
  teamSize: 'टीमचा आकार',
  teamMembers: 'टीममधील सदस्यांची माहिती',
  fundingNeeded: 'आवश्यक निधी',
  currentRevenue: 'सध्याचे उत्पन्न',
  businessModel: 'व्यवसाय मॉडेल',
  additionalInfo: 'अधिक माहिती',
  scheme: 'योजना',
};

const applicationTooLong = Object.fromEntries(
  (Object.keys(APPLICATION_MAX_LENGTHS) as ApplicationTextField[]).map((field) => [
    `${field}TooLong`,
    maxLength(APPLICATION_FIELD_NAMES[field], APPLICATION_MAX_LENGTHS[field]),
  ]),
) as Record<`${ApplicationTextField}TooLong`, string>;

export default {
  common: {
    fixErrors: FIX_ERRORS,
    invalidRequestBody: 'विनंतीचा मजकूर JSON ऑब्जेक्ट स्वरूपात असायला हवा',
    serverUnreachable: SERVER_UNREACHABLE,
  },

  booking: {
    userTypeRequired: 'कृपया वापरकर्त्याचा प्रकार निवडा',
    userTypeInvalid: 'कृपया वापरकर्त्याचा योग्य प्रकार निवडा',
    labRequired: 'कृपया प्रयोगशाळा निवडा',
    labInvalid: 'कृपया योग्य प्रयोगशाळा निवडा',
    dateRequired: 'कृपया तारीख निवडा',
    dateInvalid: 'कृपया योग्य तारीख निवडा',
    dateInPast: 'कृपया भविष्यातील तारीख निवडा',
    dateTooFarAhead:
      'ही तारीख खूप पुढची आहे: बुकिंग ठरावीक दिवस आधीच करता येते. कृपया आधीची तारीख निवडा.',
    slotsRequired: 'कृपया किमान एक टाइम स्लॉट निवडा',
    slotsTooMany: `कृपया जास्तीत जास्त ${digits(MAX_SLOTS_PER_BOOKING)} टाइम स्लॉट निवडा`,
    slotInvalid: 'कृपया योग्य टाइम स्लॉट निवडा',
    slotsDuplicate: 'एक टाइम स्लॉट एकदाच निवडता येतो',
    slotStarted: 'निवडलेल्यांपैकी एक किंवा अधिक टाइम स्लॉट आधीच सुरू झाले आहेत. कृपया नंतरचा टाइम स्लॉट निवडा.',
    facilitiesRequired: 'कृपया किमान एक सुविधा निवडा',
    facilityNotInLab: 'कृपया निवडलेल्या प्रयोगशाळेतील सुविधाच निवडा',
    facilitiesDuplicate: 'एक सुविधा एकदाच निवडता येते',
    facilityRetired: 'ही सुविधा निवृत्त केली आहे आणि आता बुक करता येत नाही. कृपया दुसरी सुविधा निवडा.',
    labClosedOnDate: 'या दिवशी प्रयोगशाळा बंद असते. कृपया दुसरी तारीख निवडा.',
    closedByClosure: 'केंद्राच्या सुट्टीमुळे या दिवशी प्रयोगशाळा बंद आहे. कृपया दुसरी तारीख निवडा.',
    staffNote: 'केंद्राने दिलेले कारण',
    underMaintenance:
      'देखभाल सुरू आहे: निवडलेली सुविधा या वेळी उपलब्ध नाही. कृपया दुसरी वेळ किंवा सुविधा निवडा.',
    slotClosed:
      'निवडलेले एक किंवा अधिक टाइम स्लॉट प्रयोगशाळेच्या कामाच्या वेळेबाहेर आहेत. कृपया प्रयोगशाळा उघडी असतानाचा स्लॉट निवडा.',
    lentItemsAlone:
      'केबल, ॲडॅप्टर, मेमरी कार्ड आणि पेन ड्राइव्ह एखाद्या उपकरणासोबतच दिले जातात: कृपया ते ज्या उपकरणासोबत वापरणार ते उपकरणही निवडा',
    facilitiesTooMany: 'एका बुकिंगसाठी खूप सुविधा निवडल्या आहेत. कृपया कमी सुविधा निवडा.',
    trainingRequired:
      'या सुविधेसाठी प्रशिक्षण आवश्यक आहे, आणि या तारखेसाठी तुमच्या ईमेलवर त्याची वैध पात्रता नाही. प्रशिक्षणाची व्यवस्था करण्यासाठी प्रशिक्षण पान (/training) पहा, मग पुन्हा बुक करा.',
    staffMemberRequired: 'कृपया कर्मचारी निवडा',
    staffMemberInvalid: 'कृपया यादीतील कर्मचारी निवडा',
    emailRequired: 'ईमेल आवश्यक आहे',
    emailInvalid: 'कृपया योग्य ईमेल पत्ता लिहा',
    instituteRequired: 'कृपया संस्था निवडा',
    instituteInvalid: 'कृपया यादीतील संस्था निवडा',
    nameRequired: 'नाव आवश्यक आहे',
    nameTooShort: `नाव किमान ${digits(2)} अक्षरांचे असावे`,
    nameTooLong: maxLength('नाव', 100),
    contactRequired: 'संपर्क क्रमांक आवश्यक आहे',
    contactInvalid: `संपर्क क्रमांक नेमका ${digits(10)} अंकी असावा`,
    startupNameRequired: 'स्टार्टअपचे नाव आवश्यक आहे',
    startupNameTooLong: maxLength('स्टार्टअपचे नाव', 200),
    formIncomplete: 'कृपया सर्व आवश्यक माहिती अचूक भरा',
    fixErrors: FIX_ERRORS,
  },

  availability: {
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
    closed: 'निवडलेल्या एक किंवा अधिक वेळी प्रयोगशाळा बंद असते.',
    checkFailed: 'उपलब्धता तपासता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  },

  bookingSubmit: {
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
    labDayBusy:
      'याच दिवशी या लॅबसाठी आत्ता अनेक जण बुकिंग करत आहेत. काहीही बुक झाले नाही; कृपया पुन्हा प्रयत्न करा.',
    slotAlreadyReservedHint: 'कृपया वेगळा टाइम स्लॉट निवडा किंवा मदतीसाठी स्वागत कक्षाशी संपर्क साधा.',
    submitFailed: 'बुकिंग पाठवता आले नाही. कृपया पुन्हा प्रयत्न करा.',
    heldPerEmail:
      'निर्णयाच्या प्रतीक्षेत असलेल्या तुमच्या बुकिंग विनंत्यांनी एका व्यक्तीला मिळू शकतील तेवढे स्लॉट आधीच धरले आहेत. अधिक मागण्यापूर्वी कृपया त्यांवरील निर्णयाची वाट पाहा.',
    heldPerAddress:
      'तुमच्या नेटवर्कवरून आलेल्या, निर्णयाच्या प्रतीक्षेत असलेल्या बुकिंग विनंत्यांनी एका नेटवर्कला मिळू शकतील तेवढे स्लॉट आधीच धरले आहेत. कृपया नंतर प्रयत्न करा किंवा स्वागतकक्षाशी संपर्क साधा.',
    hoursPerWeek:
      'या बुकिंगमुळे एका व्यक्तीला या प्रयोगशाळेत एका आठवड्यात मिळू शकणाऱ्या तासांपेक्षा जास्त तास होतील. कृपया कमी स्लॉट किंवा सुविधा निवडा, किंवा दुसरा आठवडा निवडा.',
    submissionFailed: 'पाठवता आले नाही',
    submitted: 'बुकिंगची विनंती यशस्वीपणे पाठवली',
    confirmationNote: 'पुष्टी तुम्हाला ईमेलवर मिळेल.',
    bookAnother: 'आणखी एक सुविधा बुक करा',
    mailSent: 'आम्ही तुम्हाला ईमेल पाठवला आहे. तुमची विनंती निश्चित करण्यासाठी त्यातील लिंक उघडा; त्यानंतरच प्रयोगशाळा तिच्यावर निर्णय घेते.',
    mailSentTo: 'यांना पाठवला',
    receiptMissing:
      'पाठवल्यानंतर लगेचच हे पान विनंतीचा सारांश दाखवते. तुमच्या बुकिंगचे स्वतःचे पान आम्ही पाठवलेल्या ईमेलमधील लिंकवरून उघडते.',
    receiptInvalid:
      'या पानावरील सारांश आता उपलब्ध नाही. तुमच्या बुकिंगचे स्वतःचे पान आम्ही पाठवलेल्या ईमेलमधील लिंकवरून उघडते.',
    thankYou: (username: string): string =>
      `धन्यवाद, ${username}! तुमची बुकिंग विनंती यशस्वीपणे नोंदवली गेली आहे.`,
  },

  review: {
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
    adminNotesTooLong: maxLength('प्रशासकाच्या टिपा', 2000),
    alreadyReviewed: 'या बुकिंगचे पुनरावलोकन आधीच झाले आहे',
    alreadyApproved: 'हे बुकिंग आधीच मंजूर झाले आहे.',
    alreadyRejected: 'हे बुकिंग आधीच नामंजूर झाले आहे.',
    alreadyCancelled: 'हे बुकिंग रद्द झाले आहे.',
    alreadyExpired: 'या बुकिंगची मुदत संपली आहे.',
    notDue: 'या बुकिंगची मुदत अजून संपलेली नाही.',
    reasonRequired: 'कृपया कारण द्या.',
    reasonTooLong: maxLength('कारण', 500),
    bookerLinkInvalid: 'ही लिंक अवैध आहे किंवा तिची मुदत संपली आहे. कृपया तुमच्या बुकिंगच्या ताज्या ईमेलमधील लिंक वापरा.',
    alreadyStarted: 'हे बुकिंग सुरू झाले आहे, त्यामुळे आता रद्द करता येणार नाही. कृपया प्रयोगशाळेशी संपर्क साधा.',
    cancelNoticePassed:
      'हे बुकिंग लवकरच सुरू होत असल्याने ते येथे रद्द करता येणार नाही: प्रयोगशाळेला पहिल्या स्लॉटआधी पूर्वसूचना हवी असते. कृपया प्रयोगशाळेशी संपर्क साधा.',
    notApproved: 'फक्त मंजूर बुकिंगवरच लक्ष देण्याची खूण करता येते.',
    notFlagged: 'या बुकिंगकडे लक्ष देण्याची गरज नाही: त्यावर काढण्यासारखी खूण नाही.',
    idMissing: 'बुकिंगचा आयडी आवश्यक आहे',
    actionFailedVariant: (message?: string): string => `❌ काहीतरी चुकले: ${message || 'अज्ञात त्रुटी'}`,
    actionNetworkFailureVariant: '❌ कृती पूर्ण करता आली नाही',
    actionSucceededVariant: (action: 'approve' | 'reject'): string =>
      `✅ बुकिंग यशस्वीपणे ${action === 'approve' ? 'मंजूर' : 'नामंजूर'} झाले!`,
  },

  contact: {
    heading: 'आमच्याशी संपर्क साधा',
    send: 'संदेश पाठवा',
    sending: 'पाठवत आहे...',
    sent: 'संदेश यशस्वीरीत्या पाठवला!',
    failed: 'काहीतरी चुकले. कृपया पुन्हा प्रयत्न करा.',
    nameRequired: 'नाव आवश्यक आहे',
    nameTooLong: 'नाव जास्तीत जास्त २०० अक्षरांचे असावे',
    emailRequired: 'ईमेल आवश्यक आहे',
    emailInvalid: 'कृपया वैध ईमेल पत्ता लिहा',
    emailTooLong: 'ईमेल जास्तीत जास्त २५४ अक्षरांचा असावा',
    subjectRequired: 'विषय आवश्यक आहे',
    subjectTooLong: 'विषय जास्तीत जास्त ३०० अक्षरांचा असावा',
    messageRequired: 'संदेश आवश्यक आहे',
    messageTooLong: 'संदेश जास्तीत जास्त ५,००० अक्षरांचा असावा',
  },

  application: {
    founderNameRequired: 'संस्थापकाचे नाव आवश्यक आहे',
    emailRequired: 'ईमेल आवश्यक आहे',
    emailInvalid: 'ईमेल वैध नाही',
    phoneRequired: 'फोन नंबर आवश्यक आहे',
    companyNameRequired: 'कंपनीचे नाव आवश्यक आहे',
    industryRequired: 'उद्योगक्षेत्र निवडणे आवश्यक आहे',
    industryInvalid: 'कृपया यादीतील उद्योगक्षेत्र निवडा',
    stageRequired: 'कंपनीचा टप्पा निवडणे आवश्यक आहे',
    stageInvalid: 'कृपया यादीतील कंपनीचा टप्पा निवडा',
    descriptionRequired: 'कंपनीचे वर्णन आवश्यक आहे',
    websiteInvalid: 'वेबसाइटचा पत्ता वैध URL असावा',
    pitchDeckRequired: 'पिच डेक आवश्यक आहे',
    pitchDeckTooLarge: 'फाइलचा आकार १० एमबीपेक्षा कमी असावा',
    pitchDeckWrongType: 'फक्त PDF, DOC, DOCX, PPT आणि PPTX फाइल्स स्वीकारल्या जातात',
    teamSizeRequired: 'टीमचा आकार निवडणे आवश्यक आहे',
    teamSizeInvalid: 'कृपया यादीतील टीमचा आकार निवडा',
    teamMembersRequired: 'टीममधील सदस्यांची माहिती आवश्यक आहे',
    fundingNeededRequired: 'किती निधी हवा आहे ते निवडणे आवश्यक आहे',
    fundingNeededInvalid: 'कृपया यादीतील आवश्यक निधी निवडा',
    currentRevenueInvalid: 'कृपया यादीतील सध्याचे उत्पन्न निवडा',
    businessModelRequired: 'व्यवसाय मॉडेल आवश्यक आहे',
    schemeRequired: 'कृपया तुम्ही कोणत्या योजनेसाठी अर्ज करत आहात ते निवडा',
    schemeInvalid: 'कृपया यादीतील योजना निवडा',
    consentRequired: 'तुमच्या अर्जाचा आढावा घेता यावा म्हणून कृपया तुमच्या माहितीवरील प्रक्रियेला संमती द्या',
    fixErrors: FIX_ERRORS,
    submitFailed: 'तुमचा अर्ज सादर करताना त्रुटी आली. कृपया पुन्हा प्रयत्न करा.',
    tooManyApplications: 'या जोडणीवरून खूप अर्ज पाठवले गेले आहेत. कृपया एका तासाने पुन्हा प्रयत्न करा.',
    uploadsFull: 'सध्या आम्ही पिच डेक स्वीकारू शकत नाही. कृपया नंतर पुन्हा प्रयत्न करा किंवा आम्हाला लिहा.',
    submitting: 'सादर करत आहे...',
    submitted: 'अर्ज यशस्वीरीत्या सादर झाला!',
    submitAnother: 'आणखी एक अर्ज सादर करा',
    previous: 'मागील',
    next: 'पुढील',
    stepCounter: (step: number, total: number): string =>
      `${digits(total)} पैकी पायरी ${digits(step)}`,
    ...applicationTooLong,
  },

  appointment: {
    fillAllFields: 'कृपया सर्व माहिती भरा.',
    timeRangeInvalid:
      'कृपया सकाळी ९:०० ते रात्री ९:०० या दरम्यानची वेळ निवडा; शेवटची वेळ सुरुवातीच्या वेळेनंतरची असावी.',
    machineUnavailable: 'निवडलेले मशीन या वेळी उपलब्ध नाही. कृपया दुसरी वेळ निवडा.',
    submitFailed: 'वेळ-आरक्षणाची विनंती पाठवता आली नाही.',
    submitted: 'वेळ-आरक्षणाची विनंती यशस्वीपणे पाठवली!',
  },

  portfolio: {
    searchPlaceholder: 'नाव किंवा वर्णनावरून स्टार्टअप्स शोधा...',
    empty: 'एकही स्टार्टअप सापडला नाही',
    emptyHint: 'शोधशब्द किंवा निवडलेले निकष बदलून पाहा',
    loading: 'उत्तम स्टार्टअप्स लोड होत आहेत...',
    seeMore: 'अधिक पाहा',
    showLess: 'कमी दाखवा',
    visitWebsite: 'वेबसाइटला भेट द्या',
  },

  showcase: {
    heading: 'स्टार्टअप दालन',
    empty: 'एकही स्टार्टअप सापडला नाही.',
    loading: 'लोड होत आहे...',
    failed: 'माहिती मिळवता आली नाही',
    seeMore: 'अधिक पाहा',
    seeLess: 'कमी पाहा',
    visitWebsite: 'वेबसाइटला भेट द्या',
  },

  auth: {
    invalidCredentials: 'ईमेल किंवा पासवर्ड चुकीचा आहे.',
    missingCredentials: 'कृपया तुमचा ईमेल आणि पासवर्ड लिहा.',
    emailMissing: 'तुमचा ईमेल पत्ता लिहा.',
    emailInvalid: 'वैध ईमेल पत्ता लिहा.',
    passwordMissing: 'तुमचा पासवर्ड लिहा.',
    passwordTooLong: 'पासवर्ड खूप मोठा आहे.',
    tooManyAttempts: 'खूप वेळा प्रयत्न झाले. कृपया एक मिनिट थांबून पुन्हा प्रयत्न करा.',
    accountBackoff: 'या खात्यासाठी साइन इन अनेकदा अयशस्वी झाले आहे. कृपया थोडा वेळ थांबून पुन्हा प्रयत्न करा.',
    notSignedIn: 'पुढे जाण्यासाठी साइन इन करा.',
    sessionMissing: 'तुम्ही साइन इन केलेले नाही.',
    notPermitted: 'हे करण्याची परवानगी तुम्हाला नाही.',
    reviewAccessDenied: 'पुढे जाण्यासाठी साइन इन करा किंवा वैध पुनरावलोकन दुवा वापरा.',
    setupNeeded:
      'अजून एकही प्रशासक खाते नाही. सर्व्हर सुरू झाला तेव्हा त्याने आपल्या लॉगमध्ये एकदाच वापरता येणारा सेटअप दुवा छापला आहे: पहिला प्रशासक तयार करण्यासाठी तो दुवा उघडा.',
    setupLinkInvalid:
      'हा सेटअप दुवा वैध नाही (तो आधीच वापरला गेला असेल किंवा सर्व्हर पुन्हा सुरू झाला असेल). सर्व्हरच्या लॉगमधील सर्वात नवा दुवा वापरा.',
    setupDone: 'पहिले प्रशासक खाते आधीच अस्तित्वात आहे. कृपया साइन इन करा.',
    signInFailed: 'साइन इन होऊ शकले नाही. कृपया पुन्हा प्रयत्न करा.',
  },

  http: {
    failure: 'काहीतरी चुकले. कृपया पुन्हा प्रयत्न करा.',
    unreachable: 'सर्व्हरशी संपर्क होऊ शकला नाही. कृपया पुन्हा प्रयत्न करा.',
    notFound: 'सापडले नाही',
    crossOrigin: 'ही विनंती दुसऱ्या संकेतस्थळावरून आल्यामुळे नाकारली गेली.',
    tooManyRequests: 'खूप विनंत्या आल्या आहेत. कृपया एक मिनिट थांबून पुन्हा प्रयत्न करा.',
    unreadable: 'विनंती वाचता आली नाही.',
    bodyNotJson: 'विनंतीचा मजकूर वैध JSON नाही.',
    bodyTooLarge: 'विनंतीचा मजकूर खूप मोठा आहे.',
    encodingUnsupported: 'विनंतीच्या मजकुराचे एन्कोडिंग स्वीकारले जात नाही.',
    charsetUnsupported: 'विनंतीच्या मजकुराचा अक्षरसंच स्वीकारला जात नाही.',
    bodyUnverified: 'विनंतीच्या मजकुराची पडताळणी होऊ शकली नाही.',
    aborted: 'विनंती अर्धवट थांबवली गेली.',
    sizeMismatch: 'विनंतीच्या मजकुराचा आकार त्याच्या नमूद लांबीशी जुळत नाही.',
    tooManyParameters: 'विनंतीत खूप जास्त घटक आहेत.',
    jsonOnly: 'विनंती JSON स्वरूपात पाठवा.',
    tooDeep: 'विनंतीच्या मजकुरात खूप खोलवर घटक आहेत.',
  },
  waitlist: {
    join: 'प्रतीक्षा यादीत नाव नोंदवा',
    joining: 'नोंदवत आहोत...',
    joinHint: 'हे स्लॉट रिकामे झाल्यास आम्ही तुम्हाला ईमेल करू आणि ते ३० मिनिटे तुमच्यासाठी राखून ठेवू.',
    joined: 'तुमचे नाव प्रतीक्षा यादीत आहे. आम्ही तुम्हाला ईमेल पाठवला आहे; हे स्लॉट रिकामे झाल्यास ते तुमच्यासाठी राखून ठेवणारी लिंक आम्ही ईमेलने पाठवू.',
    notNeeded: 'हे स्लॉट आत्ता रिकामे आहेत: तुम्ही ते थेट बुक करू शकता.',
    alreadyWaiting: 'यांपैकी एक किंवा अधिक स्लॉटसाठी तुमचे नाव आधीच प्रतीक्षा यादीत आहे.',
    alreadyHolds: 'यांपैकी एक किंवा अधिक स्लॉट तुमच्याच एका बुकिंगने आधीच धरले आहेत.',
    full: 'या दिवशी या लॅबची प्रतीक्षा यादी भरली आहे. कृपया दुसरी वेळ निवडा किंवा स्वागत कक्षाशी संपर्क साधा.',
    notFound: 'प्रतीक्षा यादीतील ही जागा सापडली नाही.',
    notOffered: 'हे स्लॉट सध्या तुम्हाला देऊ केलेले नाहीत.',
    closed: 'प्रतीक्षा यादीतील ही जागा संपली आहे.',
    notDue: 'या ऑफरची मुदत अजून संपलेली नाही.',
    pageTitle: 'प्रतीक्षा यादीतील तुमची जागा',
    statusWaiting: 'तुम्ही या स्लॉटची वाट पाहत आहात. ते रिकामे होताच आम्ही तुम्हाला ईमेल करू.',
    statusOffered: 'हे स्लॉट रिकामे आहेत आणि तुमच्यासाठी या वेळेपर्यंत राखून ठेवले आहेत:',
    statusClaimed: 'तुम्ही हे स्लॉट घेतले: तुमची बुकिंग विनंती नोंदवली गेली आहे.',
    statusLapsed: 'हे स्लॉट घेतले जाण्यापूर्वीच ऑफरची मुदत संपली.',
    statusLeft: 'तुम्ही प्रतीक्षा यादीतून बाहेर पडला आहात.',
    statusEnded: 'यांपैकी पहिला स्लॉट सुरू झाला आणि त्याआधी जागा रिकामी झाली नाही, त्यामुळे तुमची जागा संपली आहे. काहीही बुक झालेले नाही.',
    bookAnother: 'दुसरी वेळ बुक करा',
    claim: 'हे स्लॉट बुक करा',
    claiming: 'बुक करत आहोत...',
    claimed: 'तुमची बुकिंग विनंती नोंदवली गेली आहे. ती निश्चित करण्यासाठी आम्ही पाठवलेल्या ईमेलमधील लिंक उघडा.',
    openBooking: 'तुमचे बुकिंग उघडा',
    leave: 'प्रतीक्षा यादीतून बाहेर पडा',
    leaving: 'बाहेर पडत आहोत...',
    left: 'तुम्ही प्रतीक्षा यादीतून बाहेर पडला आहात.',
    linkInvalid: 'ही लिंक अवैध आहे किंवा तिची मुदत संपली आहे. कृपया प्रतीक्षा यादीच्या तुमच्या सर्वात अलीकडील ईमेलमधील लिंक वापरा.',
    loadFailed: 'प्रतीक्षा यादीतील तुमची जागा दाखवता आली नाही. कृपया पुन्हा प्रयत्न करा.',
  },
} satisfies Edition<typeof english>;
