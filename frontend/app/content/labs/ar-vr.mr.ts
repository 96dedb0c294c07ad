import type { Edition } from '../../lib/i18n';
import type * as english from './ar-vr';

const ALL = 'सर्व';
const GAMING = 'गेमिंग सेटअप';

/** Marathi edition of ./ar-vr: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  arVrLab: { name: 'AR/VR लॅब' },
  AR_VR_ALL: ALL,
  arVrCategories: [ALL, 'AR', 'VR', GAMING],
  arVrPage: {
    metaTitle: 'AR/VR लॅब',
    metaDescription:
      'इमर्सिव्ह उत्पादनांचे प्रोटोटाइप बनवण्यासाठी ऑगमेंटेड आणि व्हर्च्युअल रिअ‍ॅलिटी हेडसेट आणि गेमिंग सेटअप.',
    eyebrow: 'प्रयोगशाळा',
    title: 'AR/VR लॅब',
    intro:
      'हेडसेट घाला, एखादे दृश्य उभारा आणि त्याच दुपारी खऱ्या लोकांसोबत ते तपासा. लॅबमध्ये मिक्स्ड-रिअ‍ॅलिटी हेडसेट, संगणकाला जोडलेले VR रिग आणि कन्सोल सेटअप वापरासाठी नेहमी तयार असतात.',
    slides: [
      {
        title: 'मिक्स्ड रिअ‍ॅलिटी',
        description: 'प्रत्यक्ष जगावर सूचना, मॉडेल आणि डेटा दाखवा.',
      },
      {
        title: 'खोलीभर VR',
        description: 'प्रशिक्षण सिम्युलेशन आणि खेळांसाठी ट्रॅकिंग असलेली खेळण्याची जागा.',
      },
      {
        title: 'प्ले-टेस्टिंग कोपरा',
        description: 'खऱ्या खेळाडूंसोबत गेम तपासण्यासाठी कन्सोल सेटअप.',
      },
    ],
    equipmentTitle: 'उपकरणे',
    equipmentIntro: 'तुमच्या प्रोटोटाइपसाठी राखून ठेवता येणारे हेडसेट आणि सेटअप.',
    applyTitle: 'काहीतरी इमर्सिव्ह घडवा',
    applyText: 'स्टार्टअप्स आणि विद्यार्थ्यांचे संघ आपल्या AR किंवा VR प्रकल्पासाठी लॅबमधील वेळेसाठी अर्ज करू शकतात.',
    ctaTitle: 'तुमचा पुढचा प्रोटोटाइप इथून सुरू होतो',
    ctaText: 'तुमच्या पुढच्या चाचणी सत्रासाठी हेडसेट किंवा गेमिंग सेटअप राखून ठेवा.',
    ui: {
      search: 'उपकरणे शोधा',
      searchPlaceholder: 'उपकरणे शोधा',
      chips: 'उपकरणांचा प्रकार',
      pager: 'उपकरणांची पृष्ठे',
      checkDetails: 'तपशील पाहा',
      applyNow: 'आत्ताच अर्ज करा',
      bookNow: 'आत्ताच बुक करा',
      carousel: 'AR/VR लॅबची ठळक वैशिष्ट्ये',
    },
  },
  arVrEquipment: [
    {
      title: 'Microsoft HoloLens 2',
      category: 'AR',
      purpose:
        'हात मोकळे ठेवून मिक्स्ड रिअ‍ॅलिटी: प्रत्यक्ष यंत्रांवर आणि खोल्यांमध्ये 3D मॉडेल आणि टप्प्याटप्प्याचे मार्गदर्शन जोडा.',
      specs: [
        { label: 'प्रोसेसर', fact: 'Qualcomm Snapdragon 850' },
        { label: 'मेमरी', fact: '4 GB RAM, 64 GB स्टोरेज' },
        { label: 'ट्रॅकिंग', fact: 'हात, डोळे आणि डोके (6DoF)' },
        { label: 'वजन', fact: '566 ग्रॅम' },
      ],
    },
    {
      title: 'Magic Leap 2',
      category: 'AR',
      purpose:
        'दूरस्थ सहाय्य, प्रशिक्षणासाठी ओव्हरले आणि त्रिमितीय डॅशबोर्ड यांसारखे उद्योगांसाठीचे AR प्रोटोटाइप.',
      specs: [
        { label: 'दृष्टिक्षेत्र', fact: '70° (कर्णरेषेवर)' },
        { label: 'मेमरी', fact: '16 GB RAM, 256 GB स्टोरेज' },
        { label: 'वजन', fact: '260 ग्रॅम (हेडसेट)' },
      ],
    },
    {
      title: 'Oculus Rift S',
      category: 'VR',
      purpose: 'उच्च दर्जाची सिम्युलेशन आणि वॉकथ्रूसाठी PC ला जोडलेले व्हर्च्युअल रिअ‍ॅलिटी उपकरण.',
      specs: [
        { label: 'डिस्प्ले', fact: 'LCD, 2560 × 1440, 80 Hz' },
        { label: 'ट्रॅकिंग', fact: 'इनसाइड-आउट, पाच कॅमेरे' },
        { label: 'जोडणी', fact: 'DisplayPort 1.2 आणि USB 3.0' },
      ],
    },
    {
      title: 'Sony PlayStation VR',
      category: 'VR',
      purpose: 'पहिल्यांदाच खेळणाऱ्यांसोबत कन्सोल VR अनुभव आणि आरामदायी सेटिंग्ज तपासणे.',
      specs: [
        { label: 'डिस्प्ले', fact: '5.7 इंच OLED, 1920 × 1080' },
        { label: 'रिफ्रेश दर', fact: '90 किंवा 120 Hz' },
        { label: 'ट्रॅकिंग', fact: 'PlayStation Camera द्वारे' },
      ],
    },
    {
      title: 'HTC Vive Pro',
      category: 'VR',
      purpose: 'प्रशिक्षण सिम्युलेटर आणि परस्परसंवादी इन्स्टॉलेशनसाठी बेस स्टेशनच्या मदतीने संपूर्ण खोलीभर ट्रॅकिंग.',
      specs: [
        { label: 'डिस्प्ले', fact: 'दुहेरी AMOLED, प्रत्येक डोळ्यासाठी 1440 × 1600' },
        { label: 'रिफ्रेश दर', fact: '90 Hz' },
        { label: 'दृष्टिक्षेत्र', fact: '110°' },
        { label: 'ट्रॅकिंग', fact: 'SteamVR बेस स्टेशन' },
      ],
    },
    {
      title: 'Sony PlayStation 4 Pro',
      category: GAMING,
      purpose: 'कन्सोल बिल्ड्सचे प्ले-टेस्टिंग आणि ट्रेलरसाठी गेमप्ले रेकॉर्ड करणे.',
      specs: [
        { label: 'ग्राफिक्स', fact: '4.2 TFLOPS AMD Radeon' },
        { label: 'मेमरी', fact: '8 GB GDDR5' },
        { label: 'आउटपुट', fact: '4K पर्यंत, HDR सह' },
      ],
    },
    {
      title: 'RTX गेमिंग PC सेटअप',
      category: GAMING,
      purpose: 'Unity आणि Unreal बिल्ड्स, VR रेंडरिंग आणि स्ट्रीमिंगसाठी उच्च क्षमतेचा Windows PC.',
      specs: [
        { label: 'ग्राफिक्स', fact: 'NVIDIA GeForce RTX' },
        { label: 'ऑपरेटिंग सिस्टम', fact: 'Windows' },
        { label: 'इंजिन', fact: 'Unity, Unreal Engine' },
      ],
    },
  ],
} satisfies Edition<typeof english>;
