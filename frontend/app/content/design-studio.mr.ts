import type { Edition } from '../lib/i18n';
import type * as english from './design-studio';

/** Marathi edition of ./design-studio: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  designStudio: {
    meta: {
      title: 'डिझाइन स्टुडिओ',
      description:
        'संगम इनोव्हेशन सेंटरचा डिझाइन स्टुडिओ: स्टार्टअप्ससाठी उत्पादन डिझाइन, UI / UX, व्हर्च्युअल रिॲलिटी, MVP आणि व्यावसायिक नेटवर्किंग; सोबत आमचे क्लायंट आणि पोर्टफोलिओ.',
    },
    title: 'डिझाइन स्टुडिओ',
    intro: 'डिझायनर्स, अभियंते आणि संशोधकांचा आमचा स्वतःचा स्टुडिओ, जो आमच्या स्टार्टअप्स आणि भागीदारांची उत्पादने घडवतो.',
    carouselLabel: 'डिझाइन स्टुडिओचे काम',
    slides: [
      { title: 'रेखाटनापासून टूलिंगपर्यंत उत्पादन डिझाइन' },
      { title: 'खऱ्या वापरकर्त्यांसोबत तपासलेले इंटरफेस' },
      { title: 'व्हर्च्युअल रिॲलिटी अनुभव' },
    ],
    servicesTitle: 'सेवा',
    services: [
      { title: 'उत्पादन डिझाइन', description: 'औद्योगिक डिझाइन, अर्गोनॉमिक्स, साहित्याची निवड आणि उत्पादनक्षम डिझाइन.' },
      { title: 'UI / UX', description: 'वेब आणि मोबाइलसाठी संशोधन, माहितीची रचना, इंटरफेस डिझाइन आणि उपयोगिता चाचणी.' },
      { title: 'व्हर्च्युअल रिॲलिटी', description: 'आमच्या AR/VR लॅबमध्ये तयार केलेली प्रशिक्षण सिम्युलेशन्स, उत्पादनांची आभासी सफर आणि इमर्सिव्ह प्रदर्शने.' },
      { title: 'किमान व्यवहार्य उत्पादन (MVP)', description: 'ग्राहकांसमोर ठेवता येईल अशी पहिली आवृत्ती — महिन्यांत नव्हे, तर आठवड्यांत.' },
      { title: 'व्यावसायिक नेटवर्किंग', description: 'उत्पादक, पुरवठादार आणि सेंटरच्या भागीदारांशी ओळख करून देणे.' },
    ],
    clientsTitle: 'आमचे क्लायंट',
    clients: [
      { name: 'AgroNova', description: 'शेतातील सेन्सर हार्डवेअर आणि त्याच्या नोंदी वाचण्यासाठी शेतकरी वापरतात ते ॲप.' },
      { name: 'MedTrail', description: 'जिल्हा रुग्णालयांसाठी रुग्णांचा मागोवा घेणारा डॅशबोर्ड.' },
      { name: 'Bamboo Bloc', description: 'लहान घरांसाठी मॉड्युलर बांबू फर्निचर.' },
      // The name reads as an English phrase, so it is written in Devanagari (see the report).
      { name: 'लॅब इन अ बॉक्स', description: 'ग्रामीण शाळांसाठी सहज नेता येणारे विज्ञान किट.' },
      { name: 'Saathi Sign', description: 'कुटुंबांना सांकेतिक भाषा शिकवणारे ॲप.' },
      { name: 'Form Factory', description: 'एका 3D प्रिंटिंग ब्युरोसाठी ब्रँड ओळख आणि पॅकेजिंग.' },
      { name: 'Bee Kind Farms', description: 'एका मध सहकारी संस्थेसाठी पॅकेजिंग आणि दुकान.' },
      { name: 'Chitra Type', description: 'स्क्रीनसाठी देवनागरी टाइप फॅमिली.' },
      { name: 'Gramin Grid', description: 'सौर मायक्रो-ग्रिड नियंत्रकाचे आवरण.' },
      { name: 'Mitra Care', description: 'एकटे राहणाऱ्या ज्येष्ठांसाठी सोबती उपकरण.' },
      { name: 'Paisa Patra', description: 'बचत गटांसाठी बचतीचे ॲप.' },
      { name: 'Nirmaan 3D', description: 'परवडणाऱ्या घरांची व्हर्च्युअल रिॲलिटी सफर.' },
      { name: 'Robo Rishi', description: 'वर्गासाठी रोबोटिक्स किट आणि त्याची धडे-कार्डे.' },
    ],
    portfolioTitle: 'पोर्टफोलिओ',
    portfolio: [
      {
        title: 'AgroNova फील्ड ॲप',
        discription:
          'शेतकऱ्यांसाठीचे फील्ड ॲप: मातीतील सेन्सर्सच्या नोंदी वाचून त्या मराठीत सोप्या सल्ल्याच्या रूपात सांगते; उन्हातही वापरता यावे म्हणून मोठी बटणे.',
        authorname: 'Neha Kapoor',
        collabrators: 'AgroNova, स्टुडिओची UX टीम',
        category: 'UI / UX',
      },
      {
        title: 'वॉर्ड डॅशबोर्ड',
        discription:
          'पुढे कोणत्या रुग्णांकडे लक्ष द्यायला हवे हे परिचारिकांना दाखवणारा रुग्णालय डॅशबोर्ड; दोन जिल्हा रुग्णालयांत सहा आठवडे त्याची चाचणी झाली.',
        authorname: 'Arjun Nair',
        collabrators: 'MedTrail, स्टुडिओची UX टीम',
        category: 'UI / UX',
      },
      {
        title: 'घडी होणारी बांबू खुर्ची',
        discription: 'वाहतुकीसाठी सपाट घडी होणारी आणि कोणत्याही हत्याराशिवाय जोडता येणारी, स्थानिक बांबूपासून बनवलेली खुर्ची.',
        authorname: 'Ritika Sen',
        collabrators: 'Bamboo Bloc, फॅब लॅब',
        category: 'उत्पादन डिझाइन',
      },
      {
        title: 'विज्ञान किटचे आवरण',
        discription: 'ग्रामीण शाळांपर्यंत प्रवास करणाऱ्या विज्ञान किटसाठी मजबूत वाहक पेटी आणि प्रयोगांचे ट्रे.',
        authorname: 'Kunal Verma',
        collabrators: 'लॅब इन अ बॉक्स, स्टुडिओची उत्पादन टीम',
        category: 'उत्पादन डिझाइन',
      },
      {
        title: 'Saathi Sign ॲप',
        discription: 'छोट्या व्हिडिओ धड्यांचे शैक्षणिक ॲप, ज्याच्या मदतीने कुटुंबे घरी एकत्र सांकेतिक भाषा शिकतात.',
        authorname: 'Meghna Iyer',
        collabrators: 'Saathi Sign, स्टुडिओची UX टीम',
        category: 'UI / UX',
      },
      {
        title: 'Form Factory ब्रँड ओळख',
        discription: 'छापलेल्या भागांवरील थरांच्या रेषांवर आधारलेली, एका 3D प्रिंटिंग ब्युरोसाठीची ब्रँड ओळख, फलक आणि पॅकेजिंग.',
        authorname: 'Devika Rao',
        collabrators: 'Form Factory, स्टुडिओची ब्रँड टीम',
        category: 'ब्रँडिंग',
      },
      {
        title: 'मध सहकारी संस्थेचे पॅकेजिंग',
        discription:
          'मध सहकारी संस्थेतील प्रत्येक गावाची कहाणी सांगणाऱ्या काचेच्या बरण्या आणि लेबले, मधमाशीपालकाची माहिती देणाऱ्या QR कोडसह.',
        authorname: 'Sahil Khan',
        collabrators: 'Bee Kind Farms, स्टुडिओची ब्रँड टीम',
        category: 'ब्रँडिंग',
      },
      {
        title: 'Chitra देवनागरी टाइप',
        discription: 'लहान स्क्रीनसाठी रेखाटलेली देवनागरी टाइप फॅमिली: मोकळी अक्षररचना आणि स्पष्ट जोडाक्षरे.',
        authorname: 'Ira Kulkarni',
        collabrators: 'Chitra Type, स्कूल ऑफ डिझाइन',
        category: 'ब्रँडिंग',
      },
      {
        title: 'मायक्रो-ग्रिड नियंत्रक',
        discription: 'गावांमध्ये वापरल्या जाणाऱ्या सौर मायक्रो-ग्रिड नियंत्रकासाठी हवामानरोधक आवरण आणि स्थिती दाखवणारा डिस्प्ले.',
        authorname: 'Varun Patil',
        collabrators: 'Gramin Grid, इलेक्ट्रॉनिक्स लॅब',
        category: 'उत्पादन डिझाइन',
      },
      {
        title: 'Mitra सोबती',
        discription: 'एकटे राहणाऱ्या ज्येष्ठांसाठी एकच मोठे बटण आणि व्हॉइस असिस्टंट असलेले सोबती उपकरण.',
        authorname: 'Ananya Ghosh',
        collabrators: 'Mitra Care, स्टुडिओची उत्पादन टीम',
        category: 'उत्पादन डिझाइन',
      },
      {
        title: 'Paisa Patra बचत',
        discription: 'महिला बचत गटांसाठीचे, साध्या फोनवरही चालणारे आणि गटाची सामायिक उद्दिष्टे दाखवणारे बचतीचे ॲप.',
        authorname: 'Tara Menon',
        collabrators: 'Paisa Patra, स्टुडिओची UX टीम',
        category: 'UI / UX',
      },
      {
        title: 'VR मधील परवडणारे घर',
        discription: 'कुटुंबांना आपले भावी घर बांधण्यापूर्वीच पाहता आणि बदलता यावे, अशी व्हर्च्युअल रिॲलिटी सफर.',
        authorname: 'Rohit Jain',
        collabrators: 'Nirmaan 3D, AR/VR लॅब',
        category: 'व्हर्च्युअल रिॲलिटी',
      },
      {
        title: 'वर्गासाठी रोबोट किट',
        discription: 'दहा ते चौदा वर्षांच्या मुलांसाठी स्नॅप-फिट भाग आणि चित्रमय धडे-कार्डे असलेले वर्गातील रोबोटिक्स किट.',
        authorname: 'Pallavi Desai',
        collabrators: 'Robo Rishi, फॅब लॅब',
        category: 'उत्पादन डिझाइन',
      },
      {
        title: 'कारखाना सुरक्षा सिम्युलेटर',
        discription: 'कारखान्यातील नव्या कामगारांना प्रत्यक्ष शॉप फ्लोअरवर जाण्यापूर्वीच धोके ओळखायला शिकवणारा व्हर्च्युअल रिॲलिटी सिम्युलेटर.',
        authorname: 'Karan Malhotra',
        collabrators: 'Western Auto Components, AR/VR लॅब',
        category: 'व्हर्च्युअल रिॲलिटी',
      },
      {
        title: 'दवाखान्यातील चेक-इन किऑस्क',
        discription: 'तीन भाषांमध्ये आवाजी मार्गदर्शन करणारा आणि टोकन छापणारा, दवाखान्यांसाठीचा चेक-इन किऑस्क.',
        authorname: 'Sana Sheikh',
        collabrators: 'MedTrail, स्टुडिओची उत्पादन टीम',
        category: 'उत्पादन डिझाइन',
      },
      {
        title: 'संग्रहालयासाठी AR मार्गदर्शक',
        discription: 'जुनी अवजारे आणि वस्त्रे पुन्हा जिवंत करणारा, शहर संग्रहालयासाठीचा ऑगमेंटेड रिॲलिटी मार्गदर्शक.',
        authorname: 'Aditya Bapat',
        collabrators: 'शहर संग्रहालय, AR/VR लॅब',
        category: 'व्हर्च्युअल रिॲलिटी',
      },
    ],
    ui: {
      viewMore: 'आणखी पाहा',
      collaborators: 'सहयोगी:',
      searchLabel: 'पोर्टफोलिओमध्ये शोधा',
      searchPlaceholder: 'प्रकल्प शोधा',
      pagerLabel: 'पोर्टफोलिओची पृष्ठे',
      portfolioList: 'पोर्टफोलिओतील प्रकल्प',
      clientsList: 'क्लायंट',
      logoAlt: (name: string): string => `${name} लोगो`,
    },
  },
} satisfies Edition<typeof english>;
