import type { Edition } from '../lib/i18n';
import { overlay } from '../lib/i18n/texts';
import * as english from './equipment';
import aiMl from './labs/ai-ml.mr';
import arVr from './labs/ar-vr.mr';
import bio from './labs/bio.mr';
import fab from './labs/fab.mr';
import media from './labs/media.mr';

type EntryWords = Edition<english.EquipmentEntry>;

const withLab = <Lab, Item>(lab: Lab, items: readonly Item[]) => items.map((item) => ({ item, lab }));

/** The lab pages' Marathi items, in the same order as English EQUIPMENT. */
const EQUIPMENT: readonly EntryWords[] = [
  ...withLab(aiMl.aiMlLab, aiMl.aiMlEquipment),
  ...withLab(arVr.arVrLab, arVr.arVrEquipment),
  ...withLab(fab.fabLab, fab.fabEquipment),
  ...withLab(media.mediaLab, media.mediaEquipment),
  ...withLab(bio.bioLab, bio.bioEquipment),
];

/** Marathi edition of ./equipment: only its words, in the same structure (see lib/i18n/texts.ts). */
export default {
  EQUIPMENT,
  equipmentSlugs: english.equipmentSlugs,
  labPageOf: (labId: Parameters<typeof english.labPageOf>[0]) => {
    const index = english.EQUIPMENT.findIndex((entry) => entry.lab.labId === labId);
    return index < 0 ? undefined : overlay(english.EQUIPMENT[index]!.lab, EQUIPMENT[index]!.lab);
  },
  facilityCategories: {
    '3d-printer': '3D प्रिंटर',
    'laser-cutter': 'लेसर कटर',
    saw: 'करवत',
    'power-tool': 'पॉवर टूल',
    'hand-tool': 'हाताचे साधन',
    'cnc-machine': 'CNC यंत्र',
    room: 'खोली',
    centrifuge: 'सेंट्रिफ्यूज',
    'lab-instrument': 'प्रयोगशाळेचे उपकरण',
    camera: 'कॅमेरा',
    lens: 'लेन्स',
    light: 'प्रकाशयोजना',
    audio: 'ऑडिओ',
    storage: 'स्टोरेज',
    computer: 'संगणक',
    mobile: 'मोबाइल उपकरण',
    cable: 'केबल किंवा अ‍ॅडॅप्टर',
    'xr-headset': 'AR/VR हेडसेट',
    'game-console': 'गेम कन्सोल',
  },
  findEquipment: (slug: string | undefined): english.EquipmentEntry | undefined => {
    const index = english.EQUIPMENT.findIndex((entry) => entry.item.slug === slug);
    return index < 0 ? undefined : overlay(english.EQUIPMENT[index], EQUIPMENT[index]);
  },
  equipmentPage: {
    metaDescription: (name: string, lab: string): string =>
      `${lab} मधील ${name}: याचा उपयोग कशासाठी होतो आणि ते कसे बुक करायचे.`,
    ui: {
      breadcrumb: 'पृष्ठाचा मार्ग',
      laboratory: 'प्रयोगशाळा',
      category: 'प्रकार',
      lab: 'लॅब',
      usedFor: 'याचा उपयोग',
      bookableAs: 'बुकिंगसाठी नाव',
      training: 'प्रशिक्षण',
      trainingRequired: 'आवश्यक: पहिल्या बुकिंगपूर्वी लॅबचे पथक तुम्हाला प्रशिक्षण देते.',
      trainingLink: 'प्रशिक्षण कार्यक्रम पाहा',
      trainingNotRequired: 'आवश्यक नाही',
      specs: 'तपशीलवार वैशिष्ट्ये',
      bookNow: 'आत्ताच बुक करा',
      bookingNote: 'बुकिंग फॉर्मवर तारीख आणि स्लॉट निवडा, मग आम्ही पाठवलेल्या ईमेलमधून विनंतीची पुष्टी करा; त्यानंतर प्रयोगशाळा ती मंजूर किंवा नामंजूर करते.',
      backToLab: (lab: string): string => `${lab}कडे परत`,
      gallery: 'छायाचित्रे',
      inTheLab: (lab: string): string => `${lab}च्या आत`,
      retiredTitle: 'आता बुक करता येत नाही',
      retiredText: (date: string, reason: string): string =>
        `ही सुविधा ${date} रोजी सेवेतून काढण्यात आली (${reason}). ती आता बुक करता येत नाही; लॅबमधील इतर उपकरणे बुक करता येतात.`,
      otherEquipment: 'लॅबमधील उपकरणे पाहा',
      loading: 'या सुविधेची माहिती येत आहे…',
      unreachable: 'ही सुविधा आत्ता लोड करता आली नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
      tryAgain: 'पुन्हा प्रयत्न करा',
    },
  },
} satisfies Edition<typeof english>;
