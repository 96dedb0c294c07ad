import type { Edition } from '../../lib/i18n';
import * as english from './media';

const ALL = 'सर्व';
const CAMERAS = 'कॅमेरे आणि उपकरणे';
const LIGHTS = 'दिवे आणि ध्वनी';
const STUDIOS = 'स्टुडिओ आणि सेटअप';
const LENSES = 'लेन्स';
const ALL_LENSES = 'सर्व लेन्स';

/** Marathi edition of ./media: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  mediaLab: { name: 'मीडिया लॅब' },
  MEDIA_ALL: ALL,
  MEDIA_LENSES: LENSES,
  mediaCategories: [ALL, CAMERAS, LIGHTS, STUDIOS, LENSES],
  ALL_LENSES,
  lensOptions: [ALL_LENSES, '35mm', '50mm'],
  mediaPage: {
    metaTitle: 'मीडिया लॅब',
    metaDescription:
      'व्हिडिओ आणि ऑडिओतून आपली गोष्ट सांगणाऱ्या स्टार्टअप्ससाठी कॅमेरे, लेन्स, दिवे, मायक्रोफोन आणि स्टुडिओ.',
    eyebrow: 'प्रयोगशाळा',
    title: 'मीडिया लॅब',
    tagline: 'तुमची गोष्ट, तिला साजेशा पद्धतीने सांगा.',
    intro:
      'पिच व्हिडिओ, उत्पादनांचे चित्रीकरण, पॉडकास्ट आणि लॉन्च फिल्म: मीडिया लॅब व्यावसायिक कॅमेरे, लेन्स, दिवे आणि ध्वनी उपकरणे वापरायला देते आणि रेकॉर्डिंगसाठी दोन स्टुडिओ सदैव तयार ठेवते.',
    slides: [
      {
        title: 'कॅमेरे आणि लेन्स',
        description: 'फास्ट प्राइम लेन्ससह फुल-फ्रेम आणि सिनेमा कॅमेरे.',
      },
      {
        title: 'पॉडकास्ट स्टुडिओ',
        description: 'दोन ते चार आवाजांसाठी ब्रॉडकास्ट मायक्रोफोन असलेली ध्वनिरोधक खोली.',
      },
      {
        title: 'ग्रीन स्क्रीन',
        description: 'उत्पादन आणि माहितीपर व्हिडिओंसाठी पार्श्वपडदा, दिवे आणि स्टँड.',
      },
    ],
    facilitiesTitle: 'सुविधा',
    facilitiesIntro: 'उपकरणे आणि स्टुडिओ पाहा, मग तुम्हाला हवे तितके तास बुक करा.',
    membershipTitle: 'सदस्यत्व योजना',
    membershipText:
      'तासागणिक स्टुडिओ स्लॉट, कॅमेरा किट दिवसाच्या भाड्याने आणि भरपूर आशय तयार करणाऱ्या स्टार्टअप्ससाठी मासिक योजना. योजनेत प्रत्येक दर आणि त्यात काय समाविष्ट आहे ते दिले आहे.',
    closingTitle: 'चला, सुरुवात करूया!',
    closingText: 'स्लॉट निवडा, किट निवडा आणि या, काहीतरी घडवा.',
    ui: {
      bookNow: 'आत्ताच बुक करा',
      search: 'सुविधा शोधा',
      searchPlaceholder: 'प्रकल्प शोधा',
      chips: 'सुविधेचा प्रकार',
      lens: 'लेन्स',
      pager: 'सुविधांची पृष्ठे',
      checkDetails: 'तपशील पाहा',
      download: 'सदस्यत्व योजना डाउनलोड करा (PDF)',
      carousel: 'मीडिया लॅबची ठळक वैशिष्ट्ये',
    },
  },
  mediaEquipment: [
    {
      title: 'Sony Alpha 7 IV कॅमेरा',
      category: CAMERAS,
      purpose: 'उत्पादनांचे चित्रीकरण, व्यक्तिचित्रे आणि पिच व्हिडिओसाठी फुल-फ्रेम छायाचित्रे आणि 4K व्हिडिओ.',
      specs: [
        { label: 'सेन्सर', fact: '33 MP फुल-फ्रेम' },
        { label: 'व्हिडिओ', fact: '4K, 60 fps पर्यंत, 10-bit' },
        { label: 'लेन्स माउंट', fact: 'Sony E' },
      ],
    },
    {
      title: 'Canon EOS R6 Mark II कॅमेरा',
      category: CAMERAS,
      purpose: 'कार्यक्रम, मुलाखती आणि कमी प्रकाशातील चित्रीकरणासाठी वेगवान ऑटोफोकस.',
      specs: [
        { label: 'सेन्सर', fact: '24.2 MP फुल-फ्रेम' },
        { label: 'ऑटोफोकस', fact: 'Dual Pixel CMOS AF II' },
        { label: 'व्हिडिओ', fact: '4K, 60 fps' },
        { label: 'लेन्स माउंट', fact: 'Canon RF' },
      ],
    },
    {
      title: 'Sony FX30 सिनेमा कॅमेरा',
      category: CAMERAS,
      purpose: 'लॉन्च फिल्म आणि माहितीपटांसाठी दीर्घ वेळ रेकॉर्डिंग करणारा, सिनेमासारखा व्हिडिओ.',
      specs: [
        { label: 'सेन्सर', fact: 'Super 35 (APS-C)' },
        { label: 'व्हिडिओ', fact: '4K, 120 fps पर्यंत' },
        { label: 'शीतकरण', fact: 'अंगभूत पंखा' },
        { label: 'लेन्स माउंट', fact: 'Sony E' },
      ],
    },
    {
      title: 'GoPro HERO12 Black कॅमेरा',
      category: CAMERAS,
      purpose: 'वाहने, ड्रोन आणि क्षेत्रीय चाचण्यांसह ॲक्शन आणि पॉइंट-ऑफ-व्ह्यू चित्रीकरण.',
      specs: [
        { label: 'व्हिडिओ', fact: '5.3K, 60 fps; 4K, 120 fps' },
        { label: 'छायाचित्र', fact: '27 MP' },
        { label: 'जलरोधक', fact: '10 मीटरपर्यंत' },
        { label: 'स्थिरीकरण', fact: 'HyperSmooth 6.0' },
      ],
    },
    {
      title: 'Godox SL60W LED दिवा',
      category: LIGHTS,
      purpose: 'मुलाखती आणि उत्पादनांच्या टेबलसाठी दिवसाच्या प्रकाशासारखा स्थिर मुख्य दिवा.',
      specs: [
        { label: 'शक्ती', fact: '60 W' },
        { label: 'रंग तापमान', fact: '5600 K ± 300 K' },
        { label: 'माउंट', fact: 'Bowens' },
      ],
    },
    {
      title: 'Aputure Amaran 200d LED दिवा',
      category: LIGHTS,
      purpose: 'मोठे सेट आणि पार्श्वभूमी उजळवण्यासाठी शक्तिशाली, आवाज न करणारा LED दिवा.',
      specs: [
        { label: 'रंग तापमान', fact: '5600 K (दिवसाचा प्रकाश)' },
        { label: 'माउंट', fact: 'Bowens' },
        { label: 'नियंत्रण', fact: 'Sidus Link ॲप' },
      ],
    },
    {
      title: 'Rode Wireless GO II मायक्रोफोन',
      category: LIGHTS,
      purpose: 'मुलाखती आणि चालता-बोलता चित्रित होणाऱ्या व्हिडिओंसाठी दोन व्यक्तींचे वायरलेस लॅपल मायक्रोफोन.',
      specs: [
        { label: 'चॅनेल', fact: 'दोन ट्रान्समीटर, एक रिसीव्हर' },
        { label: 'पल्ला', fact: '200 मीटरपर्यंत (थेट दृष्टिरेषेत)' },
        { label: 'रेकॉर्डिंग', fact: 'प्रत्येक ट्रान्समीटरमध्येच' },
      ],
    },
    {
      title: 'Shure SM7B मायक्रोफोन',
      category: LIGHTS,
      purpose: 'पॉडकास्ट आणि व्हॉइस-ओव्हरसाठी ब्रॉडकास्ट दर्जाचे आवाज रेकॉर्डिंग.',
      specs: [
        { label: 'प्रकार', fact: 'डायनॅमिक, कार्डिओइड' },
        { label: 'वारंवारता प्रतिसाद', fact: '50 Hz–20 kHz' },
        { label: 'आउटपुट', fact: 'XLR' },
      ],
    },
    {
      title: 'पॉडकास्ट स्टुडिओ',
      category: STUDIOS,
      purpose:
        'रेकॉर्ड केल्या जाणाऱ्या संवादांसाठी चार मायक्रोफोन, मिक्सर आणि व्हिडिओ कॅमेरे असलेली ध्वनिरोधक खोली.',
      specs: [
        { label: 'आवाज', fact: 'दोन ते चार' },
        { label: 'मायक्रोफोन', fact: 'चार ब्रॉडकास्ट मायक्रोफोन' },
        { label: 'रेकॉर्डिंग', fact: 'मिक्सर आणि व्हिडिओ कॅमेरे' },
      ],
    },
    {
      title: 'ग्रीन स्क्रीन स्टँड',
      category: STUDIOS,
      purpose: 'माहितीपर आणि उत्पादन व्हिडिओंसाठी स्टँड आणि एकसमान प्रकाशयोजनेसह क्रोमा-की पार्श्वपडदा.',
      specs: [
        { label: 'पार्श्वपडदा', fact: 'क्रोमा-की हिरवा' },
        { label: 'संच', fact: 'स्टँड आणि एकसमान प्रकाशयोजना' },
      ],
    },
    {
      title: 'Sony FE 35mm f/1.8 लेन्स',
      category: LENSES,
      lens: '35mm',
      purpose: 'माहितीपटांचे चित्रीकरण आणि परिसरासह काढलेल्या व्यक्तिचित्रांसाठी नैसर्गिक, किंचित रुंद दृश्य.',
      specs: [
        { label: 'स्वरूप', fact: 'फुल-फ्रेम, Sony E' },
        { label: 'किमान फोकस अंतर', fact: '0.22 मीटर' },
        { label: 'फिल्टर आकार', fact: '55 मिमी' },
        { label: 'वजन', fact: '280 ग्रॅम' },
      ],
    },
    {
      title: 'Sigma 35mm f/1.4 DG DN Art लेन्स',
      category: LENSES,
      lens: '35mm',
      purpose: 'कमी प्रकाशासाठी आणि उथळ डेप्थ ऑफ फील्डसाठी तेजस्वी ३५ मिमी प्राइम लेन्स.',
      specs: [
        { label: 'स्वरूप', fact: 'फुल-फ्रेम मिररलेस' },
        { label: 'किमान फोकस अंतर', fact: '30 सेमी' },
        { label: 'फिल्टर आकार', fact: '67 मिमी' },
        { label: 'ॲपर्चर पाती', fact: '11, गोलाकार' },
      ],
    },
    {
      title: 'Sony FE 50mm f/1.8 लेन्स',
      category: LENSES,
      lens: '50mm',
      purpose: 'मऊ, धूसर पार्श्वभूमी आणि अत्यल्प विरूपण देणारी, व्यक्तिचित्रे व उत्पादनांसाठीची पारंपरिक लेन्स.',
      specs: [
        { label: 'स्वरूप', fact: 'फुल-फ्रेम, Sony E' },
        { label: 'किमान फोकस अंतर', fact: '0.45 मीटर' },
        { label: 'फिल्टर आकार', fact: '49 मिमी' },
        { label: 'वजन', fact: '186 ग्रॅम' },
      ],
    },
  ],
} satisfies Edition<typeof english>;
