import { APPLICATION_CONSENT_TEXT, FUNDING_NEEDED_RUPEES, MONTHLY_REVENUE_RUPEES } from '@centre/contracts';
import type { Edition } from '../lib/i18n';
import { formatters } from '../lib/i18n/format';
import type * as english from './application';

const { digits } = formatters('mr');

/** Marathi edition of ./application: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  applicationContent: {
    meta: {
      title: 'इन्क्युबेशनसाठी अर्ज करा',
      description:
        'संगम इनोव्हेशन सेंटरमध्ये तुमच्या स्टार्टअपच्या इन्क्युबेशनसाठी अर्ज करा: सहा छोट्या पायऱ्या, तुमचा पिच डेक आणि ५ ते ७ कामकाजाच्या दिवसांत ईमेलद्वारे निर्णय.',
    },
    eyebrow: 'इन्क्युबेशन',
    title: 'स्टार्टअप अर्ज',
    intro: 'सहा छोट्या पायऱ्यांत तुमच्या स्टार्टअपविषयी सांगा. * खूण असलेली माहिती भरणे आवश्यक आहे.',
    progressLabel: 'अर्जाची प्रगती',
    stepNames: [
      'मूलभूत माहिती',
      'कंपनीचा तपशील',
      'पिच डेक',
      'टीमची माहिती',
      'आर्थिक माहिती',
      'आढावा आणि सादरीकरण',
    ],
    optionLabels: {
      industry: [
        'आरोग्य तंत्रज्ञान',
        'कृषी तंत्रज्ञान',
        'स्वच्छ ऊर्जा तंत्रज्ञान',
        'शिक्षण तंत्रज्ञान',
        'डीप टेक',
        'वित्तीय तंत्रज्ञान',
        'डिझाइन',
        'सामाजिक परिणाम',
        'इतर',
      ],
      stage: ['कल्पना', 'प्रोटोटाइप', 'प्री-सीड', 'सीड', 'सिरीज ए', 'सिरीज बी', 'विस्तार'],
      teamSize: ['एकटे संस्थापक', '२-५', '६-१०', '११-२०', '२१+'],
      fundingNeeded: FUNDING_NEEDED_RUPEES.labels.mr,
      currentRevenue: MONTHLY_REVENUE_RUPEES.labels.mr,
    },
    incubationOnly: 'फक्त इन्क्युबेशन (निधी योजना नाही)',
    consent: {
      title: 'तुमची माहिती',
      label: APPLICATION_CONSENT_TEXT.mr,
    },
    fields: {
      founderName: 'संस्थापकाचे नाव',
      emailAddress: 'ईमेल',
      phoneNumber: 'फोन नंबर',
      companyName: 'कंपनीचे नाव',
      websiteAddress: 'वेबसाइट',
      industry: 'उद्योगक्षेत्र',
      stage: 'कंपनीचा टप्पा',
      description: 'कंपनीचे वर्णन',
      pitchDeck: 'पिच डेक',
      teamSize: 'टीमचा आकार',
      teamMembers: 'टीममधील सदस्य',
      fundingNeeded: 'आवश्यक निधी',
      currentRevenue: 'सध्याचे मासिक उत्पन्न',
      businessModel: 'व्यवसाय मॉडेल',
      additionalInfo: 'अतिरिक्त माहिती',
      scheme: 'कोणत्या योजनेसाठी अर्ज',
      consent: 'संमती',
    },
    placeholders: {
      founderName: 'तुमचे पूर्ण नाव',
      companyName: 'तुमच्या कंपनीचे नाव',
      description: 'तुमची कंपनी काय करते, कोणासाठी करते आणि हीच वेळ योग्य का?',
      teamMembers: 'मुख्य टीममधील सदस्यांची नावे, भूमिका आणि पार्श्वभूमी',
      businessModel: 'कंपनी उत्पन्न कसे मिळवते?',
      additionalInfo: 'आम्हाला आणखी काही सांगायचे असल्यास येथे लिहा',
    },
    selectPlaceholders: {
      industry: 'उद्योगक्षेत्र निवडा',
      stage: 'टप्पा निवडा',
      teamSize: 'टीमचा आकार निवडा',
      fundingNeeded: 'निधीची श्रेणी निवडा',
      currentRevenue: 'उत्पन्नाची श्रेणी निवडा',
      scheme: 'योजना निवडा',
    },
    optional: '(ऐच्छिक)',
    descriptionCounter: (length: number, max: number): string => `${digits(length)}/${digits(max)} अक्षरे`,
    pitchDeckHint: 'PDF, DOC, DOCX, PPT किंवा PPTX; जास्तीत जास्त १० एमबी.',
    pitchDeckChosen: (name: string, size: string): string => `निवडलेली फाइल: ${name} (${size})`,
    removeFile: 'फाइल काढा',
    stepIntros: [
      'अर्ज कोण करत आहे आणि आम्ही तुमच्याशी संपर्क कसा साधायचा?',
      'कंपनीविषयी सांगा.',
      'तुमचा पिच डेक अपलोड करा.',
      'कंपनी कोण उभी करत आहे?',
      'आर्थिक स्थिती कशी आहे?',
      'सादर करण्यापूर्वी सर्व माहिती एकदा तपासा.',
    ],
    review: {
      edit: 'बदला',
      editStep: (step: string): string => `${step} बदला`,
      notProvided: 'दिलेले नाही',
    },
    submit: 'अर्ज सादर करा',
    confirmation: {
      title: 'अर्ज यशस्वीरीत्या सादर झाला!',
      text: 'अर्ज केल्याबद्दल धन्यवाद. पुढे असे होईल:',
      steps: [
        '१२ तज्ज्ञांची टीम तुमचा अर्ज तपासते आणि प्रत्येक तज्ज्ञ आपले मत देतो.',
        'टीमच्या निर्णयाचा प्रशासक आढावा घेतात.',
        '५ ते ७ कामकाजाच्या दिवसांत अंतिम निर्णय तुम्हाला ईमेलद्वारे कळवला जातो.',
      ],
    },
    statusPage: {
      title: 'तुमचा अर्ज',
      loading: 'तुमचा अर्ज उघडत आहे…',
      invalidLink: 'ही स्थिती-लिंक वैध नाही. कृपया आम्ही पाठवलेल्या ईमेलमधील लिंक वापरा.',
      failed: 'तुमचा अर्ज आत्ता उघडता आला नाही. कृपया नंतर पुन्हा प्रयत्न करा.',
      reference: 'संदर्भ क्रमांक',
      company: 'कंपनी',
      submitted: 'सादर केल्याचा दिवस',
      status: 'स्थिती',
      statuses: {
        received: 'मिळाला: तुमचा अर्ज आमच्यापर्यंत पोहोचला आहे आणि तज्ज्ञांची वाट पाहत आहे.',
        'under-review': 'तपासणी सुरू: आमचे तज्ज्ञ तुमचा अर्ज वाचत आहेत.',
        decided: 'निर्णय झाला',
      },
      outcomes: {
        accepted: 'तुमचा अर्ज स्वीकारला गेला आहे.',
        rejected: 'या वेळी तुमचा अर्ज स्वीकारला गेला नाही.',
        waitlisted: 'तुमचा अर्ज आमच्या प्रतीक्षा यादीत आहे.',
      },
      reason: 'समितीचे कारण',
      promise: 'अर्ज केल्यापासून ५ ते ७ कामकाजाच्या दिवसांत आम्ही निर्णय घेतो आणि तुम्हाला ईमेलने कळवतो.',
    },
  },
  formatFileSize: (bytes: number): string =>
    bytes >= 1024 * 1024
      ? `${digits((bytes / (1024 * 1024)).toFixed(1))} एमबी`
      : `${digits(Math.max(1, Math.round(bytes / 1024)))} केबी`,
} satisfies Edition<typeof english>;
