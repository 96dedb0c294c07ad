import type { Edition } from '../../lib/i18n';
import { withEnglish } from '../../lib/i18n/texts';
import * as english from './fab';

const ALL = 'सर्व';
const ADDITIVE = 'अ‍ॅडिटिव्ह';
const ELECTRONIC = 'इलेक्ट्रॉनिक लॅब';
const SUBTRACTIVE = 'सबट्रॅक्टिव्ह';
const WOOD = 'लाकूडकाम कार्यशाळा';

/** Marathi edition of ./fab: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  fabLab: { name: 'फॅब्रिकेशन लॅब' },
  FAB_ALL: ALL,
  fabCategories: [ALL, ADDITIVE, ELECTRONIC, SUBTRACTIVE, WOOD],
  PRAYAS_ALL: ALL,
  fabPage: {
    metaTitle: 'फॅब्रिकेशन लॅब',
    metaDescription:
      'हार्डवेअर स्टार्टअप्ससाठी 3D प्रिंटर, लेझर आणि व्हिनाइल कटर, CNC राउटर, इलेक्ट्रॉनिक्स बेंच आणि लाकूडकाम कार्यशाळा.',
    eyebrow: 'प्रयोगशाळा',
    title: 'फॅब्रिकेशन लॅब',
    intro:
      'पुठ्ठ्याच्या पहिल्या नमुन्यापासून एन्क्लोजरच्या बॅचपर्यंत: प्रिंटिंग, कटिंग, मिलिंग, सोल्डरिंग आणि घासकाम सगळे एकाच छताखाली, हजारो प्रोटोटाइप पाहिलेल्या तंत्रज्ञांच्या साथीने.',
    slides: [
      {
        title: 'अ‍ॅडिटिव्ह मॅन्युफॅक्चरिंग',
        description: 'सुटे भाग, जिग आणि एन्क्लोजरसाठी FDM आणि रेझिन प्रिंटर.',
      },
      {
        title: 'कटिंग आणि मिलिंग',
        description: 'पत्रे आणि ठोकळ्यांसारख्या साहित्यासाठी लेझर, व्हिनाइल आणि CNC कटिंग.',
      },
      {
        title: 'इलेक्ट्रॉनिक्स बेंच',
        description: 'तुमच्या सर्किटसाठी सोल्डरिंग, PCB मिलिंग आणि चाचणी उपकरणे.',
      },
    ],
    equipmentTitle: 'उपकरणे',
    equipmentIntro: 'नावाने यंत्र शोधा, किंवा एखाद्या कार्यशाळेतील यंत्रे पाहा.',
    prayasEyebrow: 'NIDHI PRAYAS',
    prayasTitle: 'NIDHI PRAYAS च्या मदतीने उभे राहिलेले स्टार्टअप्स',
    prayasIntro:
      'NIDHI PRAYAS अंतर्गत मिळणारे ₹१० लाखांपर्यंतचे अनुदान कल्पनेला कार्यरत प्रोटोटाइपचे रूप देते. या संघांनी आपले प्रोटोटाइप आमच्या फॅब्रिकेशन लॅबमध्ये बनवले.',
    membershipTitle: 'सदस्यत्व योजना',
    membershipIntro:
      '२०२४-२५ साठीच्या योजना, प्रत्येक यंत्रगटासाठी एक दस्तऐवज. प्रत्येक PDF मध्ये तास, दर आणि त्यात काय समाविष्ट आहे ते दिले आहे.',
    ui: {
      bookFacility: 'सुविधा बुक करा',
      search: 'उपकरणे शोधा',
      searchPlaceholder: 'नावाने उपकरणे शोधा',
      chips: 'कार्यशाळा',
      pager: 'उपकरणांची पृष्ठे',
      checkDetails: 'तपशील पाहा',
      carousel: 'फॅब्रिकेशन लॅबची ठळक वैशिष्ट्ये',
      prayasSearch: 'स्टार्टअप्स शोधा',
      prayasSearchPlaceholder: 'स्टार्टअप शोधा',
      prayasYears: 'निधी वर्ष',
      prayasPager: 'स्टार्टअप्सची पृष्ठे',
      readMore: 'अधिक वाचा',
      readLess: 'कमी दाखवा',
      visitWebsite: 'संकेतस्थळ पाहा',
      fundedIn: 'निधी मिळाला:',
      downloadPdf: 'डाउनलोड करा (PDF)',
    },
  },
  // The booking targets are catalogue ids, not words: taken from English as they are.
  fabEquipment: withEnglish(
    english.fabEquipment,
    [
      {
        title: 'FDM 3D प्रिंटर (Prusa MK4)',
        category: ADDITIVE,
        purpose: 'PLA, PETG आणि TPU मध्ये वापरण्याजोगे सुटे भाग, जिग आणि एन्क्लोजर प्रिंट करणे.',
      },
      {
        title: 'SLA रेझिन प्रिंटर (Formlabs Form 3)',
        category: ADDITIVE,
        purpose: 'उत्पादनांचे मॉडेल, साचे आणि लहान अचूक भागांसाठी बारीक तपशिलांचे रेझिन प्रिंट.',
      },
      {
        title: 'चाचणी व मापन बेंच',
        category: ELECTRONIC,
        purpose:
          'सर्किटमधील दोष शोधण्यासाठी आणि ती पडताळण्यासाठी ऑसिलोस्कोप, बेंच पॉवर सप्लाय आणि मल्टिमीटर.',
      },
      {
        title: 'सोल्डरिंग स्टेशन (Weller WE1010)',
        category: ELECTRONIC,
        purpose: 'बोर्ड जोडण्यासाठी आणि दुरुस्त करण्यासाठी थ्रू-होल आणि SMD सोल्डरिंग.',
      },
      {
        title: 'लेझर कटर (Trotec Speedy 360)',
        category: SUBTRACTIVE,
        purpose: 'ॲक्रेलिक, प्लायवुड, MDF, चामडे आणि कागद अतिशय अचूकपणे कापणे आणि त्यावर कोरीवकाम करणे.',
      },
      {
        title: 'व्हिनाइल कटर (Roland CAMM-1 GS2-24)',
        category: SUBTRACTIVE,
        purpose: 'व्हिनाइल आणि तांब्याच्या फिल्ममधून कापलेले स्टिकर, फलक, स्टेन्सिल आणि लवचीक सर्किट.',
      },
      {
        title: 'PCB मिलिंग मशीन (Roland SRM-20)',
        category: ELECTRONIC,
        purpose: 'एका किंवा दोन्ही बाजूंना सर्किट असलेले बोर्ड, डिझाइन केल्याच्या दिवशीच, इथेच मिल करणे.',
      },
      {
        title: 'CNC राउटर (ShopBot PRSalpha)',
        category: SUBTRACTIVE,
        purpose: 'फर्निचर, साचे आणि स्टँडसाठी प्लायवुड, MDF आणि फोमचे मोठ्या आकारात कटिंग.',
      },
      {
        title: 'टेबल सॉ (Bosch GTS 10 XC)',
        category: WOOD,
        purpose: 'भरीव लाकूड आणि पत्र्यांमध्ये सरळ, हवे तितक्या वेळा अगदी तसेच करता येणारे उभे व आडवे काप.',
      },
      {
        title: 'लाकडी लेथ (Proxxon DB 250)',
        category: WOOD,
        purpose: 'लाकडापासून हँडल, मुठी आणि लहान गोल भाग घडवणे.',
      },
    ],
    'booking',
  ),
  prayasStartups: [
    {
      title: 'Krishi Sense',
      dicription:
        'कमी खर्चाचे माती-ओलावा प्रोब आणि SMS डॅशबोर्ड, जे अल्पभूधारक शेतकऱ्यांना कधी आणि किती पाणी द्यायचे ते सांगतात. प्रोबचे आवरण आणि अँटेनाचे माउंट फॅब लॅबमध्ये प्रिंट करून अकरा आवृत्त्यांमधून सुधारले गेले.',
    },
    {
      title: 'Jalmitra Devices',
      dicription:
        'नळाला लावता येणारा फ्लो मीटर, जो घरातील कोणत्याही नळाला स्मार्ट नळ बनवतो आणि दररोजचा पाणीवापर फोनवर दाखवतो. संघाने आपले पहिले सेन्सर बोर्ड लॅबच्या PCB मशीनवर मिल केले.',
    },
    {
      title: 'Saarthi Mobility',
      dicription:
        'हलके, घडी करता येणारे व्हीलचेअर जोडउपकरण, जे साध्या व्हीलचेअरला एका मिनिटाच्या आत विजेवर चालणारी बनवते. पुरवठादाराकडे काम सोपवण्यापूर्वी फ्रेम लॅबमध्येच लेझरने कापून वाकवल्या गेल्या.',
    },
    {
      title: 'Vayu Filters',
      dicription:
        'दुचाकीस्वारांसाठी धुता येणारे, 3D प्रिंट केलेले फिल्टर कार्ट्रिज, जे रस्त्यावरील धूळ आणि सूक्ष्म कण अडवतात. हा स्टार्टअप आता पुण्यातील एका छोट्या कार्यशाळेतून दरमहा ६० नग तयार करतो.',
    },
    {
      title: 'Tactile Tales',
      dicription:
        'लेझरने कोरलेली उठावदार चित्रे आणि ब्रेल लिपी असलेली चित्रपुस्तके, ज्यामुळे अंध आणि डोळस मुले एकत्र वाचू शकतात. प्रत्येक पानाचा साचा लॅबच्या लेझर कटरवर कापला जातो.',
    },
    {
      title: 'Urja Cart',
      dicription:
        'फळे आणि दूध विकणाऱ्या फेरीवाल्यांसाठी थंड कप्पा असलेली, सौरऊर्जेवर चालणारी विक्री-गाडी. प्रोटोटाइपचा सांगाडा CNC राउटरवर कापून लाकूडकाम कार्यशाळेत जोडला गेला.',
    },
  ],
  fabMembershipPlans: [
    { name: 'लेझर कटर सदस्यत्व योजना २०२४-२५' },
    { name: 'फॅबलॅब सदस्यत्व योजना २०२४-२५' },
    { name: '3D प्रिंटर सदस्यत्व योजना २०२४-२५' },
    { name: 'CNC राउटर सदस्यत्व योजना २०२४-२५' },
  ],
} satisfies Edition<typeof english>;
