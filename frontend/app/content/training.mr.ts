import type { Edition } from '../lib/i18n';
import type * as english from './training';

/** Marathi edition of ./training: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  trainingPage: {
    metaTitle: 'प्रशिक्षण कार्यक्रम',
    metaDescription:
      'संगम इनोव्हेशन सेंटरचे सध्याचे आणि आधीचे प्रशिक्षण कार्यक्रम: PBL, FAB Academy, SkillED आणि BEP.',
    eyebrow: 'प्रशिक्षण',
    title: 'प्रशिक्षण कार्यक्रम',
    intro:
      'विद्यार्थी, मेकर्स आणि नव्या संस्थापकांसाठी प्रत्यक्ष कृतीवर भर देणारे कार्यक्रम; वस्तू घडवणे हाच ज्यांचा व्यवसाय आहे, असे लोक ते आमच्या प्रयोगशाळांमध्ये शिकवतात.',
    currentTitle: 'सध्याचे',
    currentIntro: 'प्रवेश सुरू असलेले कार्यक्रम.',
    pastTitle: 'आधीचे',
    pastIntro: 'आम्ही घेतलेले, आणि पुन्हा घेऊ शकू असे कार्यक्रम.',
    ui: {
      duration: 'कालावधी',
      instructor: 'प्रशिक्षक',
      enroll: (title: string): string => `${title} साठी प्रवेश घ्या`,
      enrollShort: 'प्रवेश घ्या',
      held: 'आयोजन:',
    },
  },
  currentPrograms: [
    {
      title: 'PBL',
      duration: '१० आठवडे',
      description:
        'प्रकल्पाधारित शिक्षण (Project-Based Learning): विद्यार्थ्यांचे संघ उद्योग किंवा समाजातील एखादी खरी समस्या निवडतात आणि दर आठवड्याला एक स्प्रिंट करत तिच्यावर कार्यरत उपाय तयार करतात.',
      instructor: 'Meera Joshi',
    },
    {
      title: 'FAB Academy',
      duration: '१० महिने',
      description:
        'जगभर चालणारा डिजिटल-फॅब्रिकेशन अभ्यासक्रम, आता इथेच: दर आठवड्याला नवे यंत्र किंवा नवी प्रक्रिया, आणि शेवटी तुम्ही स्वतः डिझाइन करून बनवलेला अंतिम प्रकल्प.',
      instructor: 'Sameer Patil',
    },
    {
      title: 'SkillED',
      duration: '६० दिवस',
      description:
        'कोणत्याही शाखेच्या विद्यार्थ्यांसाठी डिझाइन टूल्स, प्रोग्रामिंग आणि इलेक्ट्रॉनिक्समधील नोकरीसाठी आवश्यक कौशल्ये, प्रत्येक मॉड्यूलच्या शेवटी एका छोट्या प्रकल्पासह.',
      instructor: 'Aditya Pawar',
    },
    {
      title: 'BEP',
      duration: '४ आठवडे',
      description:
        'Business Essentials Programme: पहिल्यांदाच कंपनी सुरू करणाऱ्या संस्थापकांसाठी ग्राहकांचा शोध, किंमत ठरवणे, पिचिंग आणि कंपनी सुरू करण्याची कागदपत्रे.',
      instructor: 'Neha Gokhale',
    },
  ],
  pastPrograms: [
    {
      title: 'Code Adventure',
      date: 'मे २०२४',
      description:
        'एक उन्हाळी शिबिर, ज्यात १० ते १४ वयोगटातील मुले खेळ आणि छोटे रोबो बनवत प्रोग्रामिंग शिकली.',
    },
    {
      title: 'SSI',
      date: 'जानेवारी २०२४',
      description:
        'Student Startup Initiative: सहा आठवड्यांचा वेगवान उपक्रम, ज्यात विद्यार्थ्यांच्या संघांनी आपली कल्पना ग्राहकांसोबत तपासून पाहिली आणि परीक्षकांसमोर पिच सादर केला.',
    },
  ],
} satisfies Edition<typeof english>;
