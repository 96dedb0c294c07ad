import { contactEmail, externalLinks, paths } from '../config/paths';

export interface DesignOffering {
  title: string;
  duration: string;
  description: string;
  instructor?: string;
  enrollLink: string;
  image: string;
}

export interface PastWorkshop {
  title: string;
  date: string;
  description: string;
  image: string;
}

const enrol = (course: string): string => `mailto:${contactEmail}?subject=${encodeURIComponent(`Enrolment: ${course}`)}`;

export const design = {
  meta: {
    title: 'Design',
    description:
      'Design at Sangam Innovation Centre: the design studio, the design school, courses in design thinking and integrated product design, and past workshops.',
  },
  tagline: 'Creativity is Intelligence Having Fun',
  intro: 'Design is how our startups turn technology into something people want to use. We teach it, practise it and lend it to every team in the building.',
  carouselLabel: 'Design at the centre',
  slides: [
    { title: 'Sketch, prototype, test, repeat', image: '/images/design/sketch-pencil-slide.svg' },
    { title: 'Products shaped with their users', image: '/images/design/user-research-people-slide.svg' },
    { title: 'From screen to virtual reality', image: '/images/design/vr-immersive-slide.svg' },
  ],
  cards: [
    {
      title: 'Design Studio',
      description: 'Product, interface and experience design for startups and companies, by our in-house studio.',
      image: '/images/design/studio-brand.svg',
      to: paths.designStudio,
      external: false,
      action: 'Visit the Design Studio',
    },
    {
      title: 'School of Design',
      description: 'Degree programmes in product, communication and interaction design at Sangam University.',
      image: '/images/design/school-book.svg',
      to: externalLinks.designSchool,
      external: true,
      action: 'Visit the School of Design',
    },
  ],
  offeringsTitle: 'What we offer',
  offerings: [
    {
      title: 'Design Thinking',
      duration: '1 week',
      description: 'A hands-on week of empathy interviews, problem framing, ideation and rapid prototyping on a real brief from a startup.',
      instructor: 'Prof. Shalini Bhatt',
      enrollLink: enrol('Design Thinking'),
      image: '/images/design/design-thinking-bulb.svg',
    },
    {
      title: 'Integrated Product Design',
      duration: '3 months',
      description: 'From research to a working product: form, materials, electronics and manufacturing, ending with a prototype built in the Fab Lab.',
      instructor: 'Aarav Mehta',
      enrollLink: enrol('Integrated Product Design'),
      image: '/images/design/product-design-gear.svg',
    },
    {
      title: 'Design & Innovation',
      duration: '1 day',
      description: 'A one-day introduction for founders and managers to using design methods to find and test new product ideas.',
      enrollLink: enrol('Design & Innovation'),
      image: '/images/design/innovation-spark.svg',
    },
  ] satisfies readonly DesignOffering[],
  pastTitle: 'Past Workshops',
  past: [
    { title: 'Designing for Rural Health', date: '14–18 October 2024', description: 'Forty students redesigned the waiting experience of a primary health centre with nurses and patients.', image: '/images/design/past/rural-health-care.svg' },
    { title: 'Packaging without Plastic', date: '22 August 2024', description: 'A one-day sprint with three food startups on compostable packaging that survives the monsoon.', image: '/images/design/past/packaging-eco-leaf.svg' },
    { title: 'Interfaces in Marathi', date: '5–6 June 2024', description: 'Typography, layout and voice for apps used by first-time smartphone users in Marathi.', image: '/images/design/past/marathi-ui-design.svg' },
    { title: 'Toys that Teach', date: '11 March 2024', description: 'Parents, teachers and designers built wooden learning toys in the Fab Lab in a single day.', image: '/images/design/past/toys-learn-workshop.svg' },
  ] satisfies readonly PastWorkshop[],
  ui: { enroll: 'Enroll', instructor: 'Instructor', duration: 'Duration', enrollFor: (title: string): string => `Enroll in ${title}` },
};
