import { CENTRE_PROFILE } from '@centre/contracts';
import { formatters } from '../lib/i18n';
import type { Edition } from '../lib/i18n';
import * as english from './home';

/** Startup names stay as they are. */
const names = (logos: readonly english.Logo[]) => logos.map(({ name }) => ({ name }));

/** Marathi edition of ./home: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  heroSlides: [
    {
      title: 'संशोधन',
      description:
        'प्रकाशित संशोधनातून उत्पादने घडवणारे प्राध्यापक आणि विद्यार्थी संशोधक, ज्यांच्या पाठीशी प्रयोगशाळा आणि नियतकालिके आहेत.',
    },
    {
      title: 'नवोपक्रम',
      description:
        'मेगा प्रकल्प, विद्यार्थ्यांचे अभियांत्रिकी संघ आणि हॅकेथॉन, जिथे नव्या कल्पना साकारल्या जातात, तपासल्या जातात आणि शर्यतीत उतरतात.',
    },
    {
      title: 'इन्क्युबेशन',
      description:
        'पहिल्या प्रोटोटाइपपासून पुढे संस्थापकांसाठी कार्यक्षेत्र, मार्गदर्शक, गुंतवणूकदारांशी संपर्क आणि बीज निधी.',
    },
    {
      title: 'डिझाइन',
      description: 'उत्पादन, UI/UX आणि VR कामासाठी डिझाइन स्टुडिओ, आणि प्रत्येक संघासाठी डिझाइन-थिंकिंग कार्यक्रम.',
    },
    {
      title: 'प्रयोगशाळा',
      description:
        'फॅब्रिकेशन, मीडिया, AI/ML, AR/VR आणि बायो प्रयोगशाळा, ज्यांतील उपकरणे कोणताही स्टार्टअप किंवा विद्यार्थी बुक करू शकतो.',
    },
  ],
  statement: {
    eyebrow: `${formatters('mr').digits(CENTRE_PROFILE.foundingYear)} पासून`,
    title: 'स्टार्टअप्सना आम्ही अगदी पहिल्या दिवसापासून घडवतो',
    body:
      'संस्थापक आमच्याकडे एक कल्पना घेऊन येतात आणि एक कंपनी घेऊन बाहेर पडतात. सुरुवातीच्या टप्प्यातील संघांना आम्ही ' +
      '३०,००० चौ. फूट कार्यक्षेत्रात बसायला जागा, स्वतः व्यवसाय उभारलेले मार्गदर्शक, सामायिक प्रयोगशाळांचा वापर आणि ' +
      'अनुदाने व गुंतवणूकदारांपर्यंत पोहोचण्याचा मार्ग देतो.',
    knowMore: { label: 'अधिक जाणून घ्या', ariaLabel: 'आमच्याविषयी अधिक जाणून घ्या' },
  },
  supportedBy: [
    { name: 'विज्ञान व तंत्रज्ञान विभाग' },
    { name: 'स्टार्टअप इंडिया' },
    { name: 'अटल इनोव्हेशन मिशन' },
    { name: 'महाराष्ट्र राज्य नाविन्यता सोसायटी' },
    { name: 'NSTEDB' },
    { name: 'संगम विद्यापीठ' },
  ],
  fundingSchemes: [
    { name: 'NIDHI Prayas', summary: 'संकल्पना सिद्ध करण्यासाठी १० लाख रुपयांपर्यंत' },
    { name: 'NIDHI SSS', summary: '१ कोटी रुपयांपर्यंत बीज सहाय्य' },
    { name: 'NIDHI EIR', summary: 'निवासी उद्योजकांसाठी फेलोशिप' },
    { name: 'MSInS', summary: 'इन्क्युबेशनमधील स्टार्टअप्ससाठी राज्याचा बीज निधी' },
    { name: 'SISFS', summary: '२० लाख रुपयांपर्यंत अनुदान, ५० लाख रुपयांपर्यंत गुंतवणूक' },
  ],
  impactStats: [
    { label: 'इन्क्युबेट झालेले एकूण स्टार्टअप्स' },
    { label: 'निर्माण झालेल्या पूर्णवेळ नोकऱ्या' },
    { label: 'स्टार्टअप्सनी मिळवलेला एकूण महसूल', unit: 'कोटी' },
    { label: 'प्रकाशने/पुरस्कार' },
    { label: 'प्रशिक्षित विद्यार्थी' },
    { label: 'लाभार्थी स्टार्टअप्स' },
    { label: 'प्रकाशित शोधनिबंध' },
    { label: 'दरवर्षी इंटर्नशिप' },
  ],
  featuredStartups: names(english.featuredStartups),
  featuredRows: {
    first: names(english.featuredRows.first),
    second: names(english.featuredRows.second),
  },
  testimonials: [
    {
      quote:
        'आम्ही एका इन्सुलेटेड पेटीचे रेखाचित्र घेऊन आलो होतो. अठरा महिन्यांनंतर आमची उत्पादन लाइन दर महिन्याला ६० नग ' +
        'जिल्हाभरातील डेअऱ्यांना पाठवते, आणि प्रत्येक नवे झाकण आम्ही आजही फॅब्रिकेशन लॅबमध्येच तपासतो.',
      author: 'Priya Nair',
      role: 'सह-संस्थापिका, ThandaBox',
    },
    {
      quote:
        'ज्या हार्डवेअर प्रोटोटाइपसाठी तेव्हा कोणताही गुंतवणूकदार पैसे घालायला तयार नव्हता, त्याचा खर्च Nidhi Prayas ' +
        'अनुदानाने भागवला. इथल्या मार्गदर्शकांनी आम्हाला तो निधी एकेक टप्पा गाठत खर्च करायला शिकवले.',
      author: 'Arjun Mehta',
      role: 'संस्थापक व मुख्य कार्यकारी अधिकारी, RoboRishi',
    },
    {
      quote:
        'किंमत ठरवण्याबाबतचे मार्गदर्शन आणि इन्क्युबेशन टीमने करून दिलेली बँकेशी ओळख यांमुळे एका कॉलेज प्रकल्पाचे ' +
        'रूपांतर अशा कंपनीत झाले, जी आज आमच्या गावातील वीस महिलांना रोजगार देते.',
      author: 'Savita Kamble',
      role: 'संस्थापिका, Sakhi Pads',
    },
    {
      quote:
        'AI/ML लॅब आणि प्रत्यक्ष शेतकरी एकमेकांपासून एका दिवसाच्या अंतरावर असल्यामुळे आम्ही आमचे पीक-मॉडेल दर आठवड्याला ' +
        'पुन्हा प्रशिक्षित करू शकलो. याच वेगामुळे आमचा पहिला पायलट यशस्वी झाला.',
      author: 'Nitin Wagh',
      role: 'मुख्य तंत्रज्ञान अधिकारी, Krishi Drishti',
    },
  ],
  facilityStrip: [
    { title: 'सुविधा बुकिंग', badge: 'आता बुक करा' },
    { title: 'फॅब्रिकेशन लॅब' },
    { title: 'मीडिया लॅब' },
    { title: 'AI/ML लॅब' },
    { title: 'AR/VR लॅब' },
  ],
  advisoryCommittee: [
    { name: CENTRE_PROFILE.people.viceChancellor.name, designation: CENTRE_PROFILE.marathi.roles.viceChancellor },
    { name: 'Prof. Anil Deshpande', designation: 'अधिष्ठाता, संशोधन व विकास' },
    { name: 'Shri. Rajesh Patil', designation: 'व्यवस्थापकीय संचालक, Patil Precision Engineering Pvt. Ltd.' },
    { name: 'Ms. Kavita Rao', designation: 'भागीदार, Deccan Seed Ventures' },
    { name: 'Lt. Col. Vikram Singh', designation: 'माजी नवोपक्रम प्रमुख, संरक्षण संशोधन आस्थापना' },
    { name: 'Dr. Farah Sheikh', designation: 'मुख्य शास्त्रज्ञ, राष्ट्रीय रासायनिक प्रयोगशाळा' },
    { name: 'Mr. Nikhil Joshi', designation: 'संस्थापक, Joshi Agritech' },
    { name: 'Prof. Lakshmi Iyer', designation: 'डिझाइनच्या प्राध्यापिका, डिझाइन व वास्तुकला विद्याशाखा' },
    { name: CENTRE_PROFILE.people.director.name, designation: `${CENTRE_PROFILE.marathi.roles.director}, ${CENTRE_PROFILE.marathi.name}` },
    { name: 'Smt. Anjali Bhosale', designation: 'सनदी लेखापाल आणि स्टार्टअप वित्त मार्गदर्शक' },
  ],
  applyLink: { label: 'इन्क्युबेशनसाठी अर्ज करा' },
  homeText: {
    hero: {
      intro: (university: string): string =>
        `संशोधन, नवोपक्रम, इन्क्युबेशन, डिझाइन आणि प्रयोगशाळा: सारे काही ${university} येथे एकाच छताखाली, ` +
        'काहीतरी घडवू पाहणाऱ्या विद्यार्थी, संस्थापक आणि संशोधकांसाठी.',
      booking: 'सुविधा बुकिंग',
      carousel: 'ठळक वैशिष्ट्ये',
      explore: (title: string): string => `${title} पाहा`,
    },
    supporters: {
      title: 'यांच्या सहकार्याने',
      funding: 'निधी योजना',
    },
    impact: {
      eyebrow: 'आमचा प्रभाव',
      title: 'सतत वाढणारे आकडे',
    },
    featured: {
      eyebrow: 'पोर्टफोलिओ',
      title: 'निवडक स्टार्टअप्स',
      firstRow: 'निवडक स्टार्टअप्स, पहिली ओळ',
      secondRow: 'निवडक स्टार्टअप्स, दुसरी ओळ',
    },
    testimonials: {
      eyebrow: 'संस्थापक आमच्याविषयी',
      title: 'अभिप्राय',
      carousel: 'अभिप्राय',
      play: 'अभिप्राय सुरू करा',
      pause: 'अभिप्राय थांबवा',
      slideOf: (n: string, total: string): string => `${total} पैकी ${n}`,
      show: (n: string, author: string): string => `अभिप्राय ${n} दाखवा: ${author}`,
      photoOf: (name: string): string => `${name} यांचे छायाचित्र`,
    },
    facilities: {
      eyebrow: 'प्रयोगशाळा आणि जागा',
      title: 'सुविधा पाहा',
      scrollLeft: 'सुविधा डावीकडे सरकवा',
      scrollRight: 'सुविधा उजवीकडे सरकवा',
      opensInNewTab: '(नवीन टॅबमध्ये उघडते)',
    },
    advisory: {
      eyebrow: 'मार्गदर्शन',
      title: 'सल्लागार समिती',
      photoOf: (name: string): string => `${name} यांचे छायाचित्र`,
      profile: '(व्यावसायिक प्रोफाइल, नवीन टॅबमध्ये उघडते)',
      readMore: 'अधिक वाचा',
      showLess: 'कमी दाखवा',
      readMoreAbout: (name: string): string => `${name} यांच्याविषयी अधिक वाचा`,
      showLessAbout: (name: string): string => `${name} यांच्याविषयी कमी दाखवा`,
    },
  },
} satisfies Edition<typeof english>;
