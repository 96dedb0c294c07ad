import { CENTRE_PROFILE } from '@centre/contracts';
import { contactEmail } from '../config/paths';

export const FESTIVAL_SECTIONS = ['hero', 'vision', 'sustainability', 'speakers', 'bio-fashion', 'art-hive', 'moments', 'story'] as const;
export type FestivalSectionId = (typeof FESTIVAL_SECTIONS)[number];

export interface FestivalFigure {
  /** The figure as English writes it ('2,000'); its digits are shown in the visitor's script. */
  value: string;
  /** A unit after the figure ('kg'), a word of the language. */
  unit?: string;
  label: string;
}

export interface Speaker {
  name: string;
  role: string;
  talk: string;
  photo: string;
}

const mail = (subject: string): string => `mailto:${contactEmail}?subject=${encodeURIComponent(subject)}`;

export const festival = {
  meta: {
    title: 'SIIF 2025 — Sangam Innovation & Impact Festival',
    description:
      'SIIF 2025, the Sangam Innovation & Impact Festival: 2,000 kg of waste prevented, 100 trees, a sustainable fashion hive with 9 Kutch artisans and 11 young designers, an art hive and 520 trainees.',
  },
  /** Labels of the side dot navigation, by section id. */
  nav: {
    label: 'Festival sections',
    items: {
      hero: 'Welcome',
      vision: 'A Vision Turned Reality',
      sustainability: 'Driving Sustainability',
      speakers: 'Inspiring Minds',
      'bio-fashion': 'Fashion and Lifestyle Hive',
      'art-hive': 'Art Hive',
      moments: 'Moments',
      story: 'The Story We Told',
    } satisfies Record<FestivalSectionId, string>,
  },
  particleCount: 100,
  ui: { photoAlt: (name: string): string => `Photo of ${name}` },
  /** The edition's last day: after it the page reads as an archive. */
  ended: '2025-12-14',
  /** The next edition's first day once announced ('' until then); pre-registration shows only before it. */
  nextEditionStarts: '',
  archiveNote: 'From our archive: this edition took place in December 2025.',
  hero: {
    eyebrow: '12–14 December 2025 · Sangam University Campus, Pune',
    title: 'Sangam Innovation & Impact Festival 2025',
    tagline: 'Three days where makers, artisans, students and startups showed what a sustainable future can look like — and built a little of it on the spot.',
    actions: {
      report: { label: 'Download Full Report', href: '/docs/festival/siif-2025-impact-report.pdf' },
      preRegister: { label: 'Pre-register for SIIF 2026', href: mail('Pre-registration for SIIF 2026') },
      partner: { label: 'Partner with Us', href: mail('Partnering with SIIF 2026') },
    },
  },
  vision: {
    title: 'A Vision Turned Reality',
    paragraphs: [
      'SIIF began as a question from our students: could a festival celebrate innovation without leaving a mountain of waste behind? In 2025 the answer was yes.',
      'Six organisations signed the festival manifesto on waste, materials and fair pay. Startups, artisans and designers shared one campus for three days, and 520 trainees learned a new skill in the workshops.',
    ],
    figures: [
      { value: '6', label: 'Manifesto entities' },
      { value: '520', label: 'Trainees' },
      { value: '3', label: 'Days' },
    ] satisfies readonly FestivalFigure[],
    image: '/images/festival/vision-festival-crowd.svg',
  },
  sustainability: {
    title: 'Driving Sustainability',
    intro: 'Every material decision was measured. These are the festival’s own numbers, audited by our student green team.',
    figures: [
      { value: '2,000', unit: 'kg', label: 'Waste prevented' },
      { value: '100', label: 'Trees planted' },
      { value: '400', unit: 'kg', label: 'Material repurposed' },
      { value: '1,500', unit: 'kg', label: 'Canvas used instead of flex' },
      { value: '55.5', unit: 'kg', label: 'PET waste collected and recycled' },
      { value: '30', unit: 'kg', label: 'Clothes collected for reuse' },
    ] satisfies readonly FestivalFigure[],
  },
  speakers: {
    title: 'Inspiring Minds at the Inauguration',
    intro: 'The festival opened with five voices from policy, industry, craft and research.',
    people: [
      { name: CENTRE_PROFILE.people.viceChancellor.name, role: CENTRE_PROFILE.people.viceChancellor.role, talk: 'Universities as engines of local innovation', photo: '/images/festival/speakers/sunita-rao-person.svg' },
      { name: 'Harish Vora', role: 'Founder, Kutch Weavers Collective', talk: 'Craft is the original circular economy', photo: '/images/festival/speakers/harish-vora-person.svg' },
      { name: 'Meenal Sathe', role: 'Director, State Innovation Society', talk: 'Funding what the state really needs', photo: '/images/festival/speakers/meenal-sathe-person.svg' },
      { name: 'Aditya Kamat', role: 'Founder, PlastiQ Loop', talk: 'From festival waste to building material', photo: '/images/festival/speakers/aditya-kamat-person.svg' },
      { name: 'Prof. Leena D’Souza', role: 'Dean, School of Design', talk: 'Designing for the next hundred years', photo: '/images/festival/speakers/leena-dsouza-person.svg' },
    ] satisfies readonly Speaker[],
  },
  bioFashion: {
    title: 'Sustainable Fashion and Lifestyle Hive',
    text: 'Natural dyes, handloom, upcycled denim and bio-materials grown in our lab: the hive paired traditional artisans with young designers and lifestyle brands, and every piece on the ramp was made from what already existed.',
    figures: [
      { value: '9', label: 'Kutch artisans' },
      { value: '6', label: 'Brands' },
      { value: '11', label: 'Young designers' },
    ] satisfies readonly FestivalFigure[],
    images: ['/images/festival/fashion-textile-hanger.svg', '/images/festival/fashion-weave-artisan.svg', '/images/festival/fashion-bio-cloth.svg'],
  },
  artHive: {
    title: 'Art Hive',
    text: 'Painters, muralists and students turned 1,500 kg of reclaimed canvas into the festival’s signage, then into a collective mural that now hangs in the centre’s atrium. Visitors added their own strokes across all three days.',
    images: ['/images/festival/art-hive-palette.svg', '/images/festival/art-mural-paint.svg'],
  },
  moments: {
    title: 'Moments that Brought Us Together',
    photos: [
      { src: '/images/festival/moments/opening-stage-mic.svg', alt: 'The inauguration on the main stage' },
      { src: '/images/festival/moments/ramp-fashion.svg', alt: 'Young designers on the ramp of the fashion hive' },
      { src: '/images/festival/moments/tree-planting.svg', alt: 'Volunteers planting trees on the campus' },
      { src: '/images/festival/moments/workshop-students-learn.svg', alt: 'Students in a natural-dye workshop' },
      { src: '/images/festival/moments/mural-art.svg', alt: 'Visitors painting the collective mural' },
      { src: '/images/festival/moments/startup-stalls-rocket.svg', alt: 'Startup stalls in the innovation street' },
    ],
  },
  story: {
    title: 'The Story We Told',
    paragraphs: [
      'SIIF 2025 showed that a large public event can be joyful and responsible at once. The full report sets out what we measured, what worked and what we will change in 2026.',
      'Next year we will open the festival to more schools, double the artisans in the hive and publish the material ledger live during the event.',
    ],
    closing: 'See you at SIIF 2026.',
  },
};
