import type { Edition } from '../../lib/i18n';
import * as english from './ai-ml';

const ALL = 'सर्व';
const LAPTOPS = 'लॅपटॉप';
const MOBILES = 'मोबाइल / घड्याळे';

/** Marathi edition of ./ai-ml: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  aiMlLab: { name: 'AI/ML लॅब' },
  AI_ML_ALL: ALL,
  aiMlCategories: [ALL, LAPTOPS, MOBILES, 'अ‍ॅक्सेसरीज'],
  aiMlPage: {
    metaTitle: 'AI/ML लॅब',
    metaDescription:
      'मशीन-लर्निंग मॉडेल प्रशिक्षित करणे, तपासणे आणि वापरात आणणे यासाठी लॅपटॉप, फोन आणि घड्याळे; स्टार्टअप्स आणि विद्यार्थ्यांसाठी खुली.',
    eyebrow: 'प्रयोगशाळा',
    title: 'AI/ML लॅब',
    intro:
      'सक्षम संगणक आणि रोजच्या वापरातील उपकरणे असलेली एक शांत खोली: वर्कस्टेशनवर मॉडेल प्रशिक्षित करा, मग तुमचे वापरकर्ते प्रत्यक्षात वापरतात त्या फोनवर किंवा घड्याळावर ते कसे चालते ते पाहा.',
    slides: [
      {
        title: 'शांत वातावरणात प्रशिक्षण',
        description: 'आवश्यक टूलचेन आधीच इन्स्टॉल केलेली वर्कस्टेशन आणि लॅपटॉप.',
      },
      {
        title: 'प्रत्यक्ष उपकरणांवर चाचणी',
        description: 'उपकरणावरच इन्फरन्स चालवण्यासाठी Android आणि iOS फोन व वेअरेबल्स.',
      },
      {
        title: 'मार्गदर्शकांसोबत शिका',
        description: 'केंद्राच्या डेटा-सायन्स मार्गदर्शकांसोबत दर आठवड्याला भेटीचे तास.',
      },
    ],
    equipmentTitle: 'उपकरणे',
    equipmentIntro: 'लॅबमधील उपकरणे शोधा, किंवा प्रकारानुसार यादी लहान करा.',
    membershipTitle: 'सदस्यत्व योजना',
    membershipText:
      'एकाच प्रयोगासाठी एक दिवसाचा पास, दर आठवड्याला प्रशिक्षण घेणाऱ्या संघांसाठी मासिक योजना. तुमच्या प्रकल्पाला साजेशी योजना कोणती, हे लॅब डेस्कवर विचारा.',
    membershipImageAlt:
      'शेजारी शेजारी तीन सदस्यत्व योजना: एक दिवसाचा पास, मासिक आणि सत्राची (सेमिस्टर) योजना.',
    ctaTitle: 'तुमचे मॉडेल चालवायला तयार आहात?',
    ctaText: 'तुम्हाला हवे तितक्या तासांसाठी उपकरण किंवा वर्कस्टेशन बुक करा.',
    ui: {
      search: 'उपकरणे शोधा',
      searchPlaceholder: 'उपकरणे शोधा',
      chips: 'उपकरणांचा प्रकार',
      pager: 'उपकरणांची पृष्ठे',
      checkDetails: 'तपशील पाहा',
      bookNow: 'आत्ताच बुक करा',
      carousel: 'AI/ML लॅबची ठळक वैशिष्ट्ये',
    },
  },
  aiMlEquipment: [
    {
      title: 'Sony A7 III कॅमेरा',
      category: MOBILES,
      purpose: 'कॉम्प्युटर-व्हिजन प्रकल्पांसाठी स्वच्छ, योग्य प्रकाशातील प्रतिमा आणि व्हिडिओ डेटासेट टिपणे.',
      specs: [
        { label: 'सेन्सर', fact: '24.2 MP फुल-फ्रेम' },
        { label: 'व्हिडिओ', fact: '4K, 30 fps' },
        { label: 'लेन्स माउंट', fact: 'Sony E' },
      ],
    },
    {
      title: 'HP ProBook 440 लॅपटॉप',
      category: LAPTOPS,
      purpose: 'रोजचे नोटबुक काम: डेटा स्वच्छ करणे, छोटे प्रयोग आणि निकालांचे सादरीकरण.',
      specs: [
        { label: 'डिस्प्ले', fact: '14 इंच' },
        { label: 'प्रोसेसर', fact: 'Intel' },
        { label: 'वर्ग', fact: 'व्यावसायिक नोटबुक' },
      ],
    },
    {
      title: 'Apple iPhone 6s',
      category: MOBILES,
      purpose: 'Core ML मॉडेल जुन्या iOS फोनवरही समाधानकारकपणे चालतात का, हे तपासणे.',
      specs: [
        { label: 'चिप', fact: 'Apple A9' },
        { label: 'डिस्प्ले', fact: '4.7 इंच, 1334 × 750' },
        { label: 'सॉफ्टवेअर', fact: 'iOS 15 पर्यंत' },
      ],
    },
    {
      title: 'Samsung Galaxy Watch 6',
      category: MOBILES,
      purpose: 'वेअरेबल आरोग्य आणि हालचाल मॉडेलसाठी हृदयगती व हालचालींचे सिग्नल गोळा करणे.',
      specs: [
        { label: 'चिप', fact: 'Exynos W930' },
        { label: 'मेमरी', fact: '2 GB RAM, 16 GB स्टोरेज' },
        { label: 'सेन्सर', fact: 'हृदयगती, ECG, BIA, ॲक्सेलेरोमीटर, जायरोस्कोप' },
      ],
    },
    {
      title: 'Google Pixel 3 XL',
      category: MOBILES,
      purpose: 'Android वर TensorFlow Lite मॉडेल चालवून त्यांचा वेग आणि बॅटरीचा खर्च मोजणे.',
      specs: [
        { label: 'चिप', fact: 'Snapdragon 845' },
        { label: 'मेमरी', fact: '4 GB RAM' },
        { label: 'डिस्प्ले', fact: '6.3 इंच OLED, 2960 × 1440' },
      ],
    },
    {
      title: 'OnePlus 5',
      category: MOBILES,
      purpose: 'वेगवेगळ्या स्क्रीन आकारांवर आणि Android आवृत्त्यांवर ॲप्स तपासण्यासाठी दुसरा Android हँडसेट.',
      specs: [
        { label: 'चिप', fact: 'Snapdragon 835' },
        { label: 'डिस्प्ले', fact: '5.5 इंच AMOLED, 1920 × 1080' },
        { label: 'मागील कॅमेरे', fact: '16 MP + 20 MP' },
      ],
    },
    {
      title: 'Lenovo ThinkPad E14 लॅपटॉप',
      category: LAPTOPS,
      purpose:
        'लॅबचे डेटा-सायन्स वातावरण आधीच इन्स्टॉल केलेले, त्यामुळे कुठेही Python आणि Jupyter वर काम करता येते.',
      specs: [
        { label: 'डिस्प्ले', fact: '14 इंच' },
        { label: 'सॉफ्टवेअर', fact: 'Python आणि Jupyter, आधीच इन्स्टॉल केलेले' },
      ],
    },
    {
      title: 'Apple MacBook Pro 14 (युनिट 1)',
      category: LAPTOPS,
      purpose: 'Apple silicon वर मध्यम आकाराची मॉडेल प्रशिक्षित करणे आणि ती वापरणारी iOS ॲप्स तयार करणे.',
      specs: [
        { label: 'चिप', fact: 'Apple silicon (M-मालिका)' },
        { label: 'डिस्प्ले', fact: '14.2 इंच Liquid Retina XDR' },
        { label: 'पोर्ट', fact: 'Thunderbolt, HDMI, SDXC स्लॉट, MagSafe 3' },
      ],
    },
  ],
} satisfies Edition<typeof english>;
