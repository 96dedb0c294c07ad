import type { Edition } from '../../lib/i18n';
import type * as english from './opportunities';

/** Marathi edition of ./opportunities: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  fundingOpportunities: {
    meta: {
      title: 'निधीच्या संधी',
      description:
        'संगम इनोव्हेशन सेंटरमधील सध्याच्या निधी योजना: NIDHI PRAYAS, NIDHI SSS, NIDHI EIR, MSInS सीड फंड आणि SISFS — पात्रता, संपर्क आणि त्यांनी निधी दिलेल्या स्टार्टअप्ससह.',
    },
    eyebrow: 'कार्यक्रम',
    heading: 'सध्याच्या निधी योजना',
    intro:
      'पहिल्या प्रोटोटाइपपासून बाजारपेठेसाठी सज्ज कंपनीपर्यंत, आमचे स्टार्टअप्स ज्या टप्प्यांतून जातात ते सर्व या योजनांत समाविष्ट आहेत. प्रत्येक योजना एखाद्या सरकारी भागीदारासोबत चालवली जाते आणि तिचे प्रशासन केंद्र करते.',
    ui: {
      officialSite: 'अधिकृत संकेतस्थळ',
      checkEligibility: 'पात्रता निकष तपासा',
      checkEligibilityLabel: (title: string): string => `${title}: पात्रता निकष तपासा (PDF)`,
      learnMore: 'योजनेचा तपशील',
      pointOfContact: 'संपर्क व्यक्ती',
      fundedStartups: 'निधी मिळालेले स्टार्टअप्स',
      visitWebsite: 'संकेतस्थळ पाहा',
      carouselLabel: (title: string): string => `${title} अंतर्गत निधी मिळालेले स्टार्टअप्स`,
      logoAlt: (name: string): string => `${name} लोगो`,
    },
    schemes: [
      {
        title: 'NIDHI PRAYAS',
        description:
          'तरुण नवोन्मेषकांना १२ ते १८ महिन्यांत आपल्या कल्पनेचे कार्यरत प्रूफ ऑफ कन्सेप्टमध्ये रूपांतर करण्यासाठी ₹१० लाखांपर्यंत अनुदान, प्रयोगशाळांचा वापर आणि मार्गदर्शनासह; कोणतीही इक्विटी घेतली जात नाही.',
        pointofcontact: { name: 'Neha Gokhale' },
        fundstartups: [
          { startuptitle: 'Vayu Shuddhi', fundAmt: '₹८,००,००० ते ₹१०,००,०००' },
          { startuptitle: 'NeerWatch', fundAmt: '₹६,५०,००० ते ₹८,००,०००' },
          { startuptitle: 'KrishiLoop', fundAmt: '₹९,००,००० ते ₹१०,००,०००' },
          { startuptitle: 'Saans Labs', fundAmt: '₹७,००,००० ते ₹९,००,०००' },
          { startuptitle: 'OrthoPrint', fundAmt: '₹५,००,००० ते ₹७,५०,०००' },
          { startuptitle: 'Tarang RF', fundAmt: '₹८,५०,००० ते ₹१०,००,०००' },
          { startuptitle: 'Sparsh Access', fundAmt: '₹६,००,००० ते ₹८,००,०००' },
          { startuptitle: 'Gram Urja', fundAmt: '₹७,५०,००० ते ₹९,५०,०००' },
        ],
      },
      {
        title: 'NIDHI Seed Support System',
        description:
          'संकल्पना सिद्ध केलेल्या आणि बाजारपेठेत पोहोचण्यासाठी भांडवलाची गरज असलेल्या इन्क्युबेटेड स्टार्टअप्ससाठी, ४ ते ८% इक्विटीच्या बदल्यात, टप्प्यानुसार हप्त्यांमध्ये ₹१ कोटीपर्यंत बीज गुंतवणूक.',
        pointofcontact: { name: 'Rohan Deshpande' },
        fundstartups: [
          { startuptitle: 'MedTrail', fundAmt: '₹४०,००,००० ते ₹६०,००,०००' },
          { startuptitle: 'AquaSense', fundAmt: '₹२५,००,००० ते ₹३५,००,०००' },
          { startuptitle: 'BioWeave', fundAmt: '₹५०,००,००० ते ₹७५,००,०००' },
          { startuptitle: 'Kalpa Robotics', fundAmt: '₹६०,००,००० ते ₹१,००,००,०००' },
          { startuptitle: 'ThandaBox', fundAmt: '₹३०,००,००० ते ₹४५,००,०००' },
          { startuptitle: 'LedgerLeaf', fundAmt: '₹२०,००,००० ते ₹३०,००,०००' },
          { startuptitle: 'Nano Kavach', fundAmt: '₹४५,००,००० ते ₹७०,००,०००' },
          { startuptitle: 'Drishti Vision', fundAmt: '₹३५,००,००० ते ₹५०,००,०००' },
        ],
      },
      {
        title: 'NIDHI Entrepreneur in Residence (निवासी उद्योजक)',
        description:
          'पदवीधर आणि व्यावसायिकांना केंद्रात निवासी राहून तंत्रज्ञानाधारित उद्योगावर पूर्ण वेळ काम करता यावे यासाठी दोन ते तीन वर्षे दरमहा ₹१ लाखांपर्यंत विद्यावेतन.',
        pointofcontact: { name: 'Ananya Joshi' },
        fundstartups: [
          { startuptitle: 'Bhasha Bridge', fundAmt: '₹९,००,००० ते ₹१२,००,०००' },
          { startuptitle: 'Code Kattaa', fundAmt: '₹६,००,००० ते ₹९,००,०००' },
          { startuptitle: 'QuantaSense', fundAmt: '₹१२,००,००० ते ₹१८,००,०००' },
          { startuptitle: 'Skill Sarathi', fundAmt: '₹७,२०,००० ते ₹९,६०,०००' },
          { startuptitle: 'PixelSutra', fundAmt: '₹६,००,००० ते ₹८,४०,०००' },
          { startuptitle: 'Solarix', fundAmt: '₹१०,८०,००० ते ₹१४,४०,०००' },
          { startuptitle: 'YatriSafe', fundAmt: '₹८,४०,००० ते ₹१२,००,०००' },
          { startuptitle: 'Bima Mitra', fundAmt: '₹७,२०,००० ते ₹१०,८०,०००' },
        ],
      },
      {
        title: 'MSInS Seed Fund',
        description:
          'केंद्रात इन्क्युबेट झालेल्या स्टार्टअप्सना राज्य नवोपक्रम सोसायटीकडून बीज सहाय्य: उत्पादन विकास, चाचण्या, प्रमाणन आणि बाजारपेठेतील पहिला प्रवेश; ठरलेले टप्पे पूर्ण झाल्यावर वितरित.',
        pointofcontact: { name: 'Sneha Patil' },
        fundstartups: [
          { startuptitle: 'Green Brick', fundAmt: '₹१,५०,००० ते ₹२,००,०००' },
          { startuptitle: 'FarmHive', fundAmt: '₹३,००,००० ते ₹५,००,०००' },
          { startuptitle: 'Sakhi Pads', fundAmt: '₹२,००,००० ते ₹३,५०,०००' },
          { startuptitle: 'Jal Setu', fundAmt: '₹४,००,००० ते ₹५,००,०००' },
          { startuptitle: 'Kala Kosh', fundAmt: '₹१,५०,००० ते ₹२,५०,०००' },
          { startuptitle: 'Charge Katta', fundAmt: '₹३,५०,००० ते ₹५,००,०००' },
          { startuptitle: 'AnnaShare', fundAmt: '₹२,५०,००० ते ₹४,००,०००' },
          { startuptitle: 'Mati Metrics', fundAmt: '₹३,००,००० ते ₹४,५०,०००' },
        ],
      },
      {
        title: 'Startup India Seed Fund Scheme',
        description:
          'प्रूफ ऑफ कन्सेप्ट आणि चाचण्यांसाठी ₹२० लाखांपर्यंत अनुदान, आणि बाजारपेठ प्रवेश व विस्तारासाठी परिवर्तनीय डिबेंचर्स किंवा कर्जाद्वारे ₹५० लाखांपर्यंत निधी देणारी राष्ट्रीय योजना.',
        pointofcontact: { name: 'Vikram Shinde' },
        fundstartups: [
          { startuptitle: 'Surya Grid', fundAmt: '₹१५,००,००० ते ₹२०,००,०००' },
          { startuptitle: 'Vayu Drones', fundAmt: '₹३०,००,००० ते ₹५०,००,०००' },
          { startuptitle: 'EcoFibre', fundAmt: '₹१०,००,००० ते ₹१५,००,०००' },
          { startuptitle: 'Aarogya Sense', fundAmt: '₹१८,००,००० ते ₹२०,००,०००' },
          { startuptitle: 'UrbanLoom', fundAmt: '₹१२,००,००० ते ₹१८,००,०००' },
          { startuptitle: 'PlastiQ Loop', fundAmt: '₹२५,००,००० ते ₹४०,००,०००' },
          { startuptitle: 'Shiksha Setu', fundAmt: '₹८,००,००० ते ₹१२,००,०००' },
          { startuptitle: 'Voltaic Labs', fundAmt: '₹३५,००,००० ते ₹५०,००,०००' },
        ],
      },
    ],
  },
} satisfies Edition<typeof english>;
