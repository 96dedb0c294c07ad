import { paths } from '../config/paths';

export interface CurrentProgram {
  title: string;
  duration: string;
  description: string;
  instructor: string;
  enrollLink: string;
  image: string;
}

export interface PastProgram {
  title: string;
  date: string;
  description: string;
  image: string;
}

export const trainingPage = {
  metaTitle: 'Training Programs',
  metaDescription:
    'Current and past training programmes of the Sangam Innovation Centre: PBL, FAB Academy, SkillED and BEP.',
  eyebrow: 'Training',
  title: 'Training Programs',
  intro:
    'Hands-on programmes for students, makers and early founders, taught in our labs by people who build things for a living.',
  currentTitle: 'Current',
  currentIntro: 'Programmes open for enrolment.',
  pastTitle: 'Past',
  pastIntro: 'Programmes we have run, and may run again.',
  ui: {
    duration: 'Duration',
    instructor: 'Instructor',
    enroll: (title: string): string => `Enroll in ${title}`,
    enrollShort: 'Enroll',
    held: 'Held',
  },
} as const;

/** Enrolment goes through the contact page until each programme has its own form. */
export const currentPrograms: readonly CurrentProgram[] = [
  {
    title: 'PBL',
    duration: '10 weeks',
    description:
      'Project-Based Learning: teams of students pick a real problem from industry or the community and build a working solution, one sprint a week.',
    instructor: 'Meera Joshi',
    enrollLink: paths.contact,
    image: '/images/training/pbl.svg',
  },
  {
    title: 'FAB Academy',
    duration: '10 months',
    description:
      'The global digital-fabrication course, taught locally: a new machine or process every week, ending in a final project you design and make yourself.',
    instructor: 'Sameer Patil',
    enrollLink: paths.contact,
    image: '/images/training/fab-academy.svg',
  },
  {
    title: 'SkillED',
    duration: '60 days',
    description:
      'Job-ready skills in design tools, programming and electronics for students of any branch, with a small project at the end of each module.',
    instructor: 'Aditya Pawar',
    enrollLink: paths.contact,
    image: '/images/training/skilled.svg',
  },
  {
    title: 'BEP',
    duration: '4 weeks',
    description:
      'Business Essentials Programme: customer discovery, pricing, pitching and the paperwork of starting a company, for first-time founders.',
    instructor: 'Neha Gokhale',
    enrollLink: paths.contact,
    image: '/images/training/bep.svg',
  },
];

export const pastPrograms: readonly PastProgram[] = [
  {
    title: 'Code Adventure',
    date: 'May 2024',
    description:
      'A summer camp where children aged 10 to 14 learned programming by building games and small robots.',
    image: '/images/training/code-adventure.svg',
  },
  {
    title: 'SSI',
    date: 'January 2024',
    description:
      'Student Startup Initiative: a six-week sprint in which student teams tested an idea with customers and pitched to a jury.',
    image: '/images/training/ssi.svg',
  },
];
