import type { Edition } from '../lib/i18n';
import type * as english from './availability-grid';

/** Marathi edition of ./availability-grid: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  availabilityGrid: {
    metaTitle: 'प्रयोगशाळेची उपलब्धता',
    metaDescription: 'या आठवड्यात प्रयोगशाळेतील कोणती साधने मोकळी आहेत ते थेट पाहा आणि बुक करायचे स्लॉट निवडा.',
    title: 'प्रयोगशाळेची उपलब्धता',
    intro:
      'पुढचा आठवडा पाहण्यासाठी प्रयोगशाळा आणि तारीख निवडा: प्रत्येक साधन, प्रत्येक स्लॉट, थेट अद्ययावत. एकाच दिवसाचे मोकळे स्लॉट निवडा आणि बुक करा.',
    lab: 'प्रयोगशाळा',
    chooseLab: 'प्रयोगशाळा निवडा',
    from: 'पासून',
    previousWeek: 'मागील आठवडा',
    nextWeek: 'पुढील आठवडा',
    days: 'आठवड्याचे दिवस',
    facilityColumn: 'साधन',
    states: {
      free: 'मोकळे',
      taken: 'बुक केलेले',
      closed: 'बंद',
      maintenance: 'देखभालीखाली',
      started: 'आधीच सुरू झालेले',
    },
    marks: {
      free: 'मोकळे',
      taken: 'बुक',
      closed: 'बंद',
      maintenance: 'देखभालीखाली',
      started: 'गेलेले',
    },
    selected: 'निवडलेले',
    legend: 'सूची',
    cellLabel: (facility: string, date: string, time: string, state: string): string =>
      `${facility}, ${date}, ${time}: ${state}`,
    freeCount: (free: number): string => `${free} मोकळे`,
    nextFree: 'पुढील मोकळा स्लॉट',
    nextFreeNone: 'या आठवड्यात नाही',
    nextFreeAt: (date: string, time: string): string => `${date}, ${time}`,
    chosen: (cells: number): string => `${cells} स्लॉट निवडले`,
    chooseHint:
      'एकाच दिवसाचे मोकळे स्लॉट निवडा. बुकिंगमध्ये निवडलेल्या प्रत्येक वेळेसाठी निवडलेले प्रत्येक साधन मागितले जाते.',
    book: 'निवडलेले स्लॉट बुक करा',
    clear: 'निवड रद्द करा',
    loading: 'उपलब्धता लोड होत आहे…',
    live: 'बुकिंग होताच हे थेट अद्ययावत होते.',
    liveOff: 'थेट अद्यतने थांबली आहेत; ताजी माहिती पाहण्यासाठी पान पुन्हा लोड करा.',
    gridLink: 'आठवड्याची उपलब्धता पाहा',
    equipmentTitle: 'आज आणि उद्याची उपलब्धता',
    equipmentWeek: 'संपूर्ण आठवडा पाहा',
    today: 'आज',
    tomorrow: 'उद्या',
  },
} satisfies Edition<typeof english>;
