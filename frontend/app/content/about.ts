import { paths } from '../config/paths';

export interface TeamMember {
  id: string;
  name: string;
  designation: string;
  photo: string;
  /** Professional profile, revealed on hover or focus. */
  linkedin?: string;
}

export interface TimelineItem {
  title: string;
  /** Optional highlight shown above the description. */
  redcaption?: string;
  description: string;
  imageSrc: string;
}

export interface PressLink {
  id: number;
  name: string;
  /** The publication that ran the story. */
  source: string;
  icon: string;
  link: string;
}

export interface Award {
  id: number;
  name: string;
  icon: string;
}

export const aboutPage = {
  metaTitle: 'About us',
  metaDescription:
    'Since 2010 the Sangam Innovation Centre has incubated 300+ startups with workspace, mentoring, labs and funding. Meet the team and read our story.',
  eyebrow: 'About us',
  title: 'We help ideas from the campus become companies',
  intro: [
    'The Sangam Innovation & Incubation Centre is the startup home of Sangam University, a campus of over 40,000 students. In 2020 the centre received the national award for the best technology business incubator from the Department of Science & Technology.',
    'We have incubated 300+ startups, seen 7 exits and helped create 1000+ jobs and internships. Since 2016 our programmes have supported 3000+ startups across Maharashtra with mentoring, funding schemes and access to laboratories.',
    'Our founders work from a 30,000 sq ft footprint of offices, co-working desks and five labs, and a 150,000 sq ft incubator is planned to open on the campus.',
  ],
  /** Figures: `value` is the number as written in English, `unit` (if any) the words after it. */
  highlights: [
    { value: '300+', label: 'Startups incubated' },
    { value: '7', label: 'Exits' },
    { value: '1000+', label: 'Jobs and internships' },
    { value: '3000+', label: 'Startups supported since 2016' },
    { value: '40,000+', label: 'Students at the university' },
    { value: '30,000', unit: 'sq ft', label: 'Footprint today' },
    { value: '150,000', unit: 'sq ft', label: 'Planned incubator' },
    { value: '2020', label: 'National award' },
  ],
  teamTitle: 'Our Team',
  teamIntro: 'Fourteen people who answer founders’ emails, run the labs and open doors.',
  journeyTitle: 'Our Journey',
  journeyIntro: 'From a single room in 2010 to a national award-winning incubator.',
  publicationsTitle: 'Publications',
  publicationsIntro: 'What the press has written about our startups, projects and events.',
  awardsTitle: 'Awards',
  internationalTitle: 'International',
  nationalTitle: 'National',
  stayInformedTitle: 'Stay Informed',
  stayInformedText:
    'Take our brochure with you, or catch up on the last quarter in our newsletter.',
  brochureFile: '/docs/about/sangam-innovation-centre-brochure.pdf',
  newsletterFile: '/docs/about/newsletter-2024-q4.pdf',
  newsletterPage: paths.newsletter,
  ui: {
    startupsAndProjects: 'Startups & Projects',
    event: 'Event',
    viewAll: 'View All',
    showLess: 'Show Less',
    profile: (name: string): string => `${name} on LinkedIn`,
    downloadBrochure: 'Download Brochure',
    newsletter: '2024 Q4 Newsletter',
    opensInNewTab: '(opens in a new tab)',
  },
} as const;

/** Publications shown per list before 'View All'. */
export const PUBLICATIONS_INITIAL = 5;

const member = (id: string, name: string, designation: string, linkedin?: string): TeamMember => ({
  id,
  name,
  designation,
  photo: `/images/team/${id}.svg`,
  ...(linkedin ? { linkedin } : {}),
});

export const team: readonly TeamMember[] = [
  member(
    'anjali-deshpande',
    'Dr. Anjali Deshpande',
    'Director',
    'https://www.linkedin.com/in/anjali-deshpande-example',
  ),
  member(
    'rohan-kulkarni',
    'Rohan Kulkarni',
    'Chief Executive Officer',
    'https://www.linkedin.com/in/rohan-kulkarni-example',
  ),
  member(
    'meera-joshi',
    'Meera Joshi',
    'Head, Incubation Programmes',
    'https://www.linkedin.com/in/meera-joshi-example',
  ),
  member(
    'sameer-patil',
    'Sameer Patil',
    'Fabrication Lab Manager',
    'https://www.linkedin.com/in/sameer-patil-example',
  ),
  member('farah-shaikh', 'Farah Shaikh', 'Media Lab Lead'),
  member(
    'vikram-rao',
    'Prof. Vikram Rao',
    'Research Coordinator',
    'https://www.linkedin.com/in/vikram-rao-example',
  ),
  member(
    'neha-gokhale',
    'Neha Gokhale',
    'Funding Schemes Manager',
    'https://www.linkedin.com/in/neha-gokhale-example',
  ),
  member('aditya-pawar', 'Aditya Pawar', 'AI/ML Lab Engineer'),
  member(
    'kavya-nair',
    'Kavya Nair',
    'Design Lead',
    'https://www.linkedin.com/in/kavya-nair-example',
  ),
  member(
    'imran-sayyed',
    'Imran Sayyed',
    'Startup Relations Associate',
    'https://www.linkedin.com/in/imran-sayyed-example',
  ),
  member('pooja-bhosale', 'Pooja Bhosale', 'Bio Lab Scientist'),
  member(
    'tanvi-chavan',
    'Tanvi Chavan',
    'Community & Events Manager',
    'https://www.linkedin.com/in/tanvi-chavan-example',
  ),
  member('harsh-mehta', 'Harsh Mehta', 'Finance & Compliance Officer'),
  member('sunita-more', 'Sunita More', 'Office Administrator'),
];

export const journey: readonly TimelineItem[] = [
  {
    title: '2010',
    redcaption: 'The beginning',
    description:
      'The centre opens in one room of the engineering block with four student teams and a borrowed 3D printer.',
    imageSrc: '/images/about/journey-2010.svg',
  },
  {
    title: '2011-12',
    description:
      'The first mentor network forms: twenty alumni founders and faculty meet teams every fortnight.',
    imageSrc: '/images/about/journey-2011.svg',
  },
  {
    title: '2013-14',
    redcaption: 'Recognised as a technology business incubator',
    description:
      'Government recognition brings the first seed grants and a dedicated incubation floor.',
    imageSrc: '/images/about/journey-2013.svg',
  },
  {
    title: '2015-16',
    description:
      'The Fabrication Lab opens, and the outreach programme starts supporting startups beyond the campus.',
    imageSrc: '/images/about/journey-2015.svg',
  },
  {
    title: '2017-18',
    description:
      'NIDHI PRAYAS and seed-support schemes arrive; the Media Lab and the AI/ML Lab open their doors.',
    imageSrc: '/images/about/journey-2017.svg',
  },
  {
    title: '2019',
    redcaption: '100th startup incubated',
    description:
      'The centre moves into its own building and celebrates its hundredth incubated startup.',
    imageSrc: '/images/about/journey-2019.svg',
  },
  {
    title: '2020',
    redcaption: 'National award',
    description:
      'The Department of Science & Technology names us the best technology business incubator in the country.',
    imageSrc: '/images/about/journey-2020.svg',
  },
  {
    title: '2021',
    description:
      'The Bio Lab and the AR/VR Lab open; the first innovation festival runs on the campus.',
    imageSrc: '/images/about/journey-2021.svg',
  },
  {
    title: '2022',
    redcaption: '300+ startups',
    description:
      'Three hundred startups incubated, seven exits, and plans for a 150,000 sq ft incubator approved.',
    imageSrc: '/images/about/journey-2022.svg',
  },
];

export const internationalAwards: readonly Award[] = [
  {
    id: 1,
    name: 'Global Incubator Network — Top 20 University Incubators, 2021',
    icon: '/images/about/awards/globe.svg',
  },
  {
    id: 2,
    name: 'Asia Innovation Forum — Social Impact Incubator of the Year, 2022',
    icon: '/images/about/awards/trophy.svg',
  },
  {
    id: 3,
    name: 'World Startup Congress — Best Hardware Programme, 2019',
    icon: '/images/about/awards/medal.svg',
  },
  {
    id: 4,
    name: 'International Fab Network — Fab Lab of Distinction, 2023',
    icon: '/images/about/awards/star.svg',
  },
  {
    id: 5,
    name: 'Commonwealth Youth Enterprise Award — Partner Institution, 2024',
    icon: '/images/about/awards/globe.svg',
  },
];

export const nationalAwards: readonly Award[] = [
  {
    id: 1,
    name: 'National Award for the Best Technology Business Incubator, DST, 2020',
    icon: '/images/about/awards/trophy.svg',
  },
  {
    id: 2,
    name: 'State Startup Policy — Best Incubator in Maharashtra, 2021',
    icon: '/images/about/awards/medal.svg',
  },
  {
    id: 3,
    name: 'National Startup Awards — Ecosystem Enabler, 2022',
    icon: '/images/about/awards/star.svg',
  },
];

export const pressStartups: readonly PressLink[] = [
  {
    id: 1,
    name: 'Krishi Sense brings soil sensors to 2,000 farms in Maharashtra',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: 'https://punechronicle.example.com/2017/krishi-sense-brings-soil-sensors-to-2-000-farms-in-maharasht',
  },
  {
    id: 2,
    name: 'Campus-incubated Vayu Filters reaches 60 units a month',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: 'https://deccanbusiness.example.com/2020/campus-incubated-vayu-filters-reaches-60-units-a-month',
  },
  {
    id: 3,
    name: 'Jalmitra’s smart tap wins a water-innovation challenge',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: 'https://indiastartupjournal.example.com/2023/jalmitra-s-smart-tap-wins-a-water-innovation-challenge',
  },
  {
    id: 4,
    name: 'Saarthi Mobility converts manual wheelchairs into powered ones',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: 'https://campusherald.example.com/2018/saarthi-mobility-converts-manual-wheelchairs-into-powered-on',
  },
  {
    id: 5,
    name: 'Tactile Tales prints Braille picture books with a laser cutter',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: 'https://foundersledger.example.com/2021/tactile-tales-prints-braille-picture-books-with-a-laser-cutt',
  },
  {
    id: 6,
    name: 'Urja Cart puts solar cooling on street vendors’ carts',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: 'https://techsamvad.example.com/2024/urja-cart-puts-solar-cooling-on-street-vendors-carts',
  },
  {
    id: 7,
    name: 'Student team’s crop-disease app crosses 50,000 downloads',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: 'https://punechronicle.example.com/2019/student-team-s-crop-disease-app-crosses-50-000-downloads',
  },
  {
    id: 8,
    name: 'Sangam incubatee raises a pre-seed round for diagnostics kits',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: 'https://deccanbusiness.example.com/2022/sangam-incubatee-raises-a-pre-seed-round-for-diagnostics-kit',
  },
  {
    id: 9,
    name: 'How a Pune startup built a low-cost ECG patch',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: 'https://indiastartupjournal.example.com/2017/how-a-pune-startup-built-a-low-cost-ecg-patch',
  },
  {
    id: 10,
    name: 'From hostel room to factory floor: a hardware founder’s story',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: 'https://campusherald.example.com/2020/from-hostel-room-to-factory-floor-a-hardware-founder-s-story',
  },
  {
    id: 11,
    name: 'AI startup from Sangam reads handwritten land records',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: 'https://foundersledger.example.com/2023/ai-startup-from-sangam-reads-handwritten-land-records',
  },
  {
    id: 12,
    name: 'University researchers spin out a biodegradable packaging venture',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: 'https://techsamvad.example.com/2018/university-researchers-spin-out-a-biodegradable-packaging-ve',
  },
  {
    id: 13,
    name: 'Ed-tech startup teaches coding in Marathi to rural schools',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: 'https://punechronicle.example.com/2021/ed-tech-startup-teaches-coding-in-marathi-to-rural-schools',
  },
  {
    id: 14,
    name: 'Incubated drone startup maps 300 villages for the land survey',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: 'https://deccanbusiness.example.com/2024/incubated-drone-startup-maps-300-villages-for-the-land-surve',
  },
  {
    id: 15,
    name: 'Women-led food startup scales millet snacks across the state',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: 'https://indiastartupjournal.example.com/2019/women-led-food-startup-scales-millet-snacks-across-the-state',
  },
  {
    id: 16,
    name: 'Assistive-tech startup wins a national grand challenge',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: 'https://campusherald.example.com/2022/assistive-tech-startup-wins-a-national-grand-challenge',
  },
  {
    id: 17,
    name: 'Sangam startup’s EV charger gets BIS certification',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: 'https://foundersledger.example.com/2017/sangam-startup-s-ev-charger-gets-bis-certification',
  },
  {
    id: 18,
    name: 'A water-quality sensor born in the Fab Lab goes to market',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: 'https://techsamvad.example.com/2020/a-water-quality-sensor-born-in-the-fab-lab-goes-to-market',
  },
  {
    id: 19,
    name: 'Student innovators build a braille smartwatch prototype',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: 'https://punechronicle.example.com/2023/student-innovators-build-a-braille-smartwatch-prototype',
  },
  {
    id: 20,
    name: 'Health-tech venture screens 10,000 children for anaemia',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: 'https://deccanbusiness.example.com/2018/health-tech-venture-screens-10-000-children-for-anaemia',
  },
  {
    id: 21,
    name: 'Pune agri-startup brings cold storage to onion growers',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: 'https://indiastartupjournal.example.com/2021/pune-agri-startup-brings-cold-storage-to-onion-growers',
  },
  {
    id: 22,
    name: 'Design students launch a sustainable fashion label',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: 'https://campusherald.example.com/2024/design-students-launch-a-sustainable-fashion-label',
  },
  {
    id: 23,
    name: 'Bio Lab startup develops a rapid milk-adulteration test',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: 'https://foundersledger.example.com/2019/bio-lab-startup-develops-a-rapid-milk-adulteration-test',
  },
  {
    id: 24,
    name: 'Research project on fish-skin dressings moves to trials',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: 'https://techsamvad.example.com/2022/research-project-on-fish-skin-dressings-moves-to-trials',
  },
  {
    id: 25,
    name: 'Recycling startup turns festival flex into tote bags',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: 'https://punechronicle.example.com/2017/recycling-startup-turns-festival-flex-into-tote-bags',
  },
  {
    id: 26,
    name: 'Incubatee’s AR manuals cut machine training time by half',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: 'https://deccanbusiness.example.com/2020/incubatee-s-ar-manuals-cut-machine-training-time-by-half',
  },
  {
    id: 27,
    name: 'Smart-parking startup signs its first municipal contract',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: 'https://indiastartupjournal.example.com/2023/smart-parking-startup-signs-its-first-municipal-contract',
  },
  {
    id: 28,
    name: 'Fintech startup digitises bookkeeping for kirana stores',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: 'https://campusherald.example.com/2018/fintech-startup-digitises-bookkeeping-for-kirana-stores',
  },
  {
    id: 29,
    name: 'Space-tech student team tests a CubeSat sub-system',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: 'https://foundersledger.example.com/2021/space-tech-student-team-tests-a-cubesat-sub-system',
  },
  {
    id: 30,
    name: 'Seven exits later: what Sangam’s startups learned',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: 'https://techsamvad.example.com/2024/seven-exits-later-what-sangam-s-startups-learned',
  },
];

export const pressEvents: readonly PressLink[] = [
  {
    id: 1,
    name: 'Sangam Innovation & Incubation Festival draws 5,000 visitors',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: 'https://campusherald.example.com/2020/sangam-innovation-incubation-festival-draws-5-000-visitors',
  },
  {
    id: 2,
    name: 'XR hackathon: 24 hours, 40 teams, one prize of Rs 50,000',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: 'https://foundersledger.example.com/2023/xr-hackathon-24-hours-40-teams-one-prize-of-rs-50-000',
  },
  {
    id: 3,
    name: 'Startup Saturday returns with investor office hours',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: 'https://techsamvad.example.com/2018/startup-saturday-returns-with-investor-office-hours',
  },
  {
    id: 4,
    name: 'Fab Academy graduates show final projects',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: 'https://punechronicle.example.com/2021/fab-academy-graduates-show-final-projects',
  },
  {
    id: 5,
    name: 'National seminar on deep-tech incubation held at Sangam',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: 'https://deccanbusiness.example.com/2024/national-seminar-on-deep-tech-incubation-held-at-sangam',
  },
  {
    id: 6,
    name: 'Women in Entrepreneurship summit celebrates founders',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: 'https://indiastartupjournal.example.com/2019/women-in-entrepreneurship-summit-celebrates-founders',
  },
  {
    id: 7,
    name: 'Demo Day: twelve startups pitch to angel networks',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: 'https://campusherald.example.com/2022/demo-day-twelve-startups-pitch-to-angel-networks',
  },
  {
    id: 8,
    name: 'Design week brings artisans and students together',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: 'https://foundersledger.example.com/2017/design-week-brings-artisans-and-students-together',
  },
  {
    id: 9,
    name: 'SkillED bootcamp trains 500 students in sixty days',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: 'https://techsamvad.example.com/2020/skilled-bootcamp-trains-500-students-in-sixty-days',
  },
  {
    id: 10,
    name: 'Pitch-deck clinic helps first-time founders',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: 'https://punechronicle.example.com/2023/pitch-deck-clinic-helps-first-time-founders',
  },
  {
    id: 11,
    name: 'Bio-innovation conclave discusses lab-to-market paths',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: 'https://deccanbusiness.example.com/2018/bio-innovation-conclave-discusses-lab-to-market-paths',
  },
  {
    id: 12,
    name: 'Government officials visit the incubation centre',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: 'https://indiastartupjournal.example.com/2021/government-officials-visit-the-incubation-centre',
  },
  {
    id: 13,
    name: 'Hardware meet-up fills the Fabrication Lab',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: 'https://campusherald.example.com/2024/hardware-meet-up-fills-the-fabrication-lab',
  },
  {
    id: 14,
    name: 'AI for Bharat workshop trains faculty from 30 colleges',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: 'https://foundersledger.example.com/2019/ai-for-bharat-workshop-trains-faculty-from-30-colleges',
  },
  {
    id: 15,
    name: 'Sustainable fashion show uses canvas instead of flex',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: 'https://techsamvad.example.com/2022/sustainable-fashion-show-uses-canvas-instead-of-flex',
  },
  {
    id: 16,
    name: 'Code Adventure camp introduces children to programming',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: 'https://punechronicle.example.com/2017/code-adventure-camp-introduces-children-to-programming',
  },
  {
    id: 17,
    name: 'Startup policy round-table with the state innovation society',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: 'https://deccanbusiness.example.com/2020/startup-policy-round-table-with-the-state-innovation-society',
  },
  {
    id: 18,
    name: 'Mentor connect: 80 mentors meet 120 founders',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: 'https://indiastartupjournal.example.com/2023/mentor-connect-80-mentors-meet-120-founders',
  },
  {
    id: 19,
    name: 'Innovation challenge for school students announces winners',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: 'https://campusherald.example.com/2018/innovation-challenge-for-school-students-announces-winners',
  },
  {
    id: 20,
    name: 'Investor conclave commits funds to campus startups',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: 'https://foundersledger.example.com/2021/investor-conclave-commits-funds-to-campus-startups',
  },
  {
    id: 21,
    name: 'Patent-filing workshop for student researchers',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: 'https://techsamvad.example.com/2024/patent-filing-workshop-for-student-researchers',
  },
  {
    id: 22,
    name: 'Agri-tech field day showcases farmer-tested products',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: 'https://punechronicle.example.com/2019/agri-tech-field-day-showcases-farmer-tested-products',
  },
  {
    id: 23,
    name: 'Media Lab hosts a podcasting masterclass',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: 'https://deccanbusiness.example.com/2022/media-lab-hosts-a-podcasting-masterclass',
  },
  {
    id: 24,
    name: 'Global entrepreneurship week celebrated at Sangam',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: 'https://indiastartupjournal.example.com/2017/global-entrepreneurship-week-celebrated-at-sangam',
  },
  {
    id: 25,
    name: 'Alumni founders return to mentor current cohort',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: 'https://campusherald.example.com/2020/alumni-founders-return-to-mentor-current-cohort',
  },
  {
    id: 26,
    name: 'MSME outreach programme on digital tools',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: 'https://foundersledger.example.com/2023/msme-outreach-programme-on-digital-tools',
  },
  {
    id: 27,
    name: 'Health-tech hackathon tackles rural diagnostics',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: 'https://techsamvad.example.com/2018/health-tech-hackathon-tackles-rural-diagnostics',
  },
  {
    id: 28,
    name: 'Makers’ fair brings 60 prototypes under one roof',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: 'https://punechronicle.example.com/2021/makers-fair-brings-60-prototypes-under-one-roof',
  },
  {
    id: 29,
    name: 'National Startup Day: open house at the incubator',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: 'https://deccanbusiness.example.com/2024/national-startup-day-open-house-at-the-incubator',
  },
  {
    id: 30,
    name: 'Design-thinking bootcamp for engineering freshers',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: 'https://indiastartupjournal.example.com/2019/design-thinking-bootcamp-for-engineering-freshers',
  },
  {
    id: 31,
    name: 'Circular-economy forum with 6 brands and 9 artisans',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: 'https://campusherald.example.com/2022/circular-economy-forum-with-6-brands-and-9-artisans',
  },
  {
    id: 32,
    name: 'Startup legal clinic on contracts and compliance',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: 'https://foundersledger.example.com/2017/startup-legal-clinic-on-contracts-and-compliance',
  },
  {
    id: 33,
    name: 'Pre-incubation cohort begins its ten-week programme',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: 'https://techsamvad.example.com/2020/pre-incubation-cohort-begins-its-ten-week-programme',
  },
  {
    id: 34,
    name: 'Research showcase presents 17 published papers',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: 'https://punechronicle.example.com/2023/research-showcase-presents-17-published-papers',
  },
  {
    id: 35,
    name: 'International delegation tours the labs',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: 'https://deccanbusiness.example.com/2018/international-delegation-tours-the-labs',
  },
  {
    id: 36,
    name: 'Annual incubatee meet celebrates 300+ startups',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: 'https://indiastartupjournal.example.com/2021/annual-incubatee-meet-celebrates-300-startups',
  },
];
