import type { Edition } from '../lib/i18n';
import type * as english from './contact';

/** Marathi edition of ./contact: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  contactContent: {
    meta: {
      title: 'संपर्क',
      description:
        'संगम इनोव्हेशन सेंटरला लिहा: इन्क्युबेशन, प्रयोगशाळा, बुकिंग किंवा भागीदारीविषयी प्रश्न विचारा. आम्ही ईमेलद्वारे उत्तर देतो.',
    },
    eyebrow: 'संपर्क',
    intro:
      'इन्क्युबेशन, प्रयोगशाळा, बुकिंग किंवा भागीदारीविषयी काही प्रश्न आहेत? आम्हाला संदेश पाठवा, आम्ही ईमेलद्वारे उत्तर देऊ.',
    formTitle: 'आम्हाला संदेश पाठवा',
    fields: {
      name: 'नाव',
      emailAddress: 'ईमेल',
      subject: 'विषय',
      message: 'संदेश',
    },
    placeholders: {
      name: 'तुमचे पूर्ण नाव',
      subject: 'कोणत्या विषयी लिहीत आहात?',
      message: 'तुमचा संदेश येथे लिहा',
    },
    panel: {
      title: 'संपर्क माहिती',
      address: { label: 'पत्ता' },
      phoneNumber: { label: 'फोन' },
      emailAddress: { label: 'ईमेल' },
      webAddress: { label: 'वेबसाइट' },
      linksTitle: 'आम्हाला येथे शोधा',
      links: [
        { label: 'नकाशावर आमची कार्यालये' },
        { label: 'संगम विद्यापीठ' },
        { label: 'इन्क्युबेशनसाठी अर्ज करा' },
        { label: 'प्रयोगशाळेतील सुविधा बुक करा' },
      ],
    },
  },
} satisfies Edition<typeof english>;
