import type { Edition } from '../../lib/i18n';
import * as english from './bio';

const ALL = 'सर्व';
const ANALYTICAL = 'विश्लेषण लॅब';
const CELL_CULTURE = 'पेशी संवर्धन लॅब';
const MOLECULAR = 'रेणवीय जीवशास्त्र लॅब';
const PREPARATION = 'तयारी लॅब';
const FERMENTER = 'फर्मेंटर लॅब';

/** Marathi edition of ./bio: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  bioLab: { name: 'बायो लॅब' },
  BIO_ALL: ALL,
  bioCategories: [ALL, ANALYTICAL, CELL_CULTURE, MOLECULAR, PREPARATION, FERMENTER],
  bioPage: {
    metaTitle: 'बायो लॅब',
    metaDescription:
      'जीवशास्त्र स्टार्टअप्ससाठी विश्लेषण, पेशी-संवर्धन, रेणवीय जीवशास्त्र, तयारी आणि फर्मेंटर सुविधा.',
    eyebrow: 'प्रयोगशाळा',
    title: 'बायो लॅब',
    tagline: 'जीवशास्त्रातील संस्थापकांसाठी वेट-लॅबची जागा.',
    intro:
      'आधी स्वतःची प्रयोगशाळा न उभारता, तुमची कल्पना सिद्ध करणारा प्रयोग करा. बायो लॅब स्टार्टअप्स आणि संशोधकांना स्पेक्ट्रोफोटोमीटर, बायोसेफ्टी कॅबिनेट, PCR आणि इमेजिंग, तसेच बेंचटॉप फर्मेंटर वापरायला देते.',
    slides: [
      {
        title: 'रेणवीय जीवशास्त्र',
        description: 'एकाच दालनात PCR, इलेक्ट्रोफोरेसिस आणि जेल इमेजिंग.',
      },
      {
        title: 'पेशी संवर्धन',
        description: 'क्लास II बायोसेफ्टी कॅबिनेट, इन्क्युबेटर आणि सूक्ष्मदर्शक.',
      },
      {
        title: 'उत्पादन वाढवा',
        description: 'तुमच्या पहिल्या बॅचसाठी बेंचटॉप फर्मेंटर.',
      },
    ],
    facilitiesTitle: 'सुविधा',
    facilitiesIntro: 'उपकरणे ज्या खोलीत आहेत, त्यानुसार गटवार मांडलेली.',
    membershipTitle: 'सदस्यत्व योजना',
    membershipText:
      'दिवसाच्या किंवा महिन्याच्या भाड्याने बेंच, तासांनुसार उपकरणे आणि मूळ किमतीत उपभोग्य साहित्य. सुरक्षा प्रशिक्षण आणि प्रवेशाचे नियम योजनेत दिले आहेत.',
    closingTitle: 'चला, सुरुवात करूया!',
    closingText:
      'एखादे उपकरण किंवा बेंच बुक करा; आमचे लॅब व्यवस्थापक तुम्हाला सुरक्षाविषयक प्राथमिक प्रशिक्षण देतील.',
    ui: {
      bookNow: 'आत्ताच बुक करा',
      visitSite: 'बायो लॅबचे संकेतस्थळ पाहा',
      search: 'सुविधा शोधा',
      searchPlaceholder: 'प्रकल्प शोधा',
      chips: 'सुविधेचा प्रकार',
      pager: 'सुविधांची पृष्ठे',
      checkDetails: 'तपशील पाहा',
      download: 'सदस्यत्व योजना डाउनलोड करा (PDF)',
      carousel: 'बायो लॅबची ठळक वैशिष्ट्ये',
    },
  },
  bioEquipment: [
    {
      title: 'NanoDrop One स्पेक्ट्रोफोटोमीटर',
      category: ANALYTICAL,
      purpose: 'एक मायक्रोलिटरच्या थेंबातून DNA, RNA आणि प्रथिनांचे प्रमाण मोजणे.',
      specs: [
        { label: 'नमुना', fact: '1–2 मायक्रोलिटर' },
        { label: 'तरंगलांबी', fact: '190–850 nm' },
        { label: 'dsDNA मापनकक्षा', fact: '2–27,500 ng/µL' },
      ],
    },
    {
      title: 'Shimadzu UV-1900i UV-Vis स्पेक्ट्रोफोटोमीटर',
      category: ANALYTICAL,
      purpose: 'चाचण्या, शुद्धता तपासणी आणि गुणवत्ता नियंत्रणासाठी शोषणाचे (ॲब्सॉर्बन्स) स्कॅन आणि कायनेटिक्स.',
      specs: [
        { label: 'प्रकाशीय रचना', fact: 'डबल बीम' },
        { label: 'तरंगलांबी', fact: '190–1100 nm' },
        { label: 'स्पेक्ट्रल बँडविड्थ', fact: '1 nm' },
      ],
    },
    {
      title: 'Esco Airstream क्लास II बायोसेफ्टी कॅबिनेट',
      category: CELL_CULTURE,
      purpose:
        'नमुना आणि वापरकर्ता दोघांचेही संरक्षण करत पेशी-रेषा आणि सूक्ष्मजीवांची संवर्धने निर्जंतुक वातावरणात हाताळणे.',
      specs: [
        { label: 'वर्ग', fact: 'क्लास II, प्रकार A2' },
        { label: 'फिल्टर', fact: 'ULPA' },
        { label: 'संरक्षण', fact: 'वापरकर्ता, नमुना आणि पर्यावरण' },
      ],
    },
    {
      title: 'Olympus CX23 संयुक्त सूक्ष्मदर्शक',
      category: CELL_CULTURE,
      purpose: 'पेशींची रचना तपासणे, पेशी मोजणे आणि रंगवलेल्या स्लाइड्सचे निरीक्षण करणे.',
      specs: [
        { label: 'ऑब्जेक्टिव्ह', fact: '4×, 10×, 40×, 100× (ऑइल)' },
        { label: 'आवर्धन', fact: '40× ते 1000×' },
        { label: 'प्रकाशस्रोत', fact: 'LED' },
      ],
    },
    {
      title: 'Bio-Rad T100 थर्मल सायकलर',
      category: MOLECULAR,
      purpose: 'क्लोनिंग, जीनोटायपिंग आणि निदान-पद्धतींच्या विकासासाठी PCR द्वारे DNA वाढवणे.',
      specs: [
        { label: 'स्वरूप', fact: '96 वेल, 0.2 मिली' },
        { label: 'ग्रेडियंट', fact: '30–100 °C' },
        { label: 'नियंत्रण', fact: 'रंगीत टचस्क्रीन' },
      ],
    },
    {
      title: 'Bio-Rad Gel Doc EZ इमेजर',
      category: MOLECULAR,
      purpose: 'DNA आणि प्रथिनांच्या जेलचे छायाचित्रण आणि नोंद.',
      specs: [
        { label: 'ट्रे', fact: 'UV, निळा, पांढरा, Stain-Free' },
        { label: 'सॉफ्टवेअर', fact: 'Image Lab' },
      ],
    },
    {
      title: 'Tuttnauer 2540EL ऑटोक्लेव्ह',
      category: PREPARATION,
      purpose: 'प्रयोगांच्या आधी आणि नंतर माध्यमे, काचसामान आणि कचरा निर्जंतुक करणे.',
      specs: [
        { label: 'कक्ष', fact: '23 लिटर, व्यास 25 सेमी, खोली 46 सेमी' },
        { label: 'चक्र', fact: '121 °C आणि 134 °C' },
        { label: 'प्रकार', fact: 'बेंचटॉप, इलेक्ट्रॉनिक नियंत्रण' },
      ],
    },
    {
      title: 'Eppendorf 5810 R रेफ्रिजरेटेड सेंट्रिफ्यूज',
      category: PREPARATION,
      purpose: 'नियंत्रित तापमानात, ट्यूबपासून प्लेट्सपर्यंत, पेशी आणि नमुने सेंट्रिफ्यूज करणे.',
      specs: [
        { label: 'वेग', fact: '20,913 × g पर्यंत' },
        { label: 'क्षमता', fact: '4 × 750 मिली' },
        { label: 'तापमान', fact: '−9 °C ते +40 °C' },
      ],
    },
    {
      title: 'बेंचटॉप फर्मेंटर (५ लिटर)',
      category: FERMENTER,
      purpose:
        'उत्पादन वाढवण्याच्या पहिल्या प्रयोगांसाठी नियंत्रित तापमान, pH आणि हवापुरवठ्यात सूक्ष्मजीव वाढवणे.',
      specs: [
        { label: 'पात्र', fact: '5 लिटर, बेंचटॉप' },
        { label: 'नियंत्रण', fact: 'तापमान, pH आणि हवापुरवठा' },
      ],
    },
  ],
} satisfies Edition<typeof english>;
