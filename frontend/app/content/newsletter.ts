import type { GlyphName } from '../components/ui';
import { paths } from '../config/paths';

export interface StartupTile {
  name: string;
  logo: string;
  amount: string;
  note: string;
}

export interface GrantTile {
  name: string;
  amount: string;
  grantType: string;
}

export interface MediaArticle {
  outlet: string;
  headline: string;
  /** Publication day (YYYY-MM-DD), shown in the visitor's language. */
  date: string;
  link: string;
  image: string;
}

/** An event of the quarter: `glyph` is what its drawing shows until the photograph is added. */
export interface NewsletterEvent {
  id: string;
  glyph: GlyphName;
  alt: string;
}

export interface VisitNote {
  title: string;
  description: string;
  title2: string;
  description2: string;
}

const article = (slug: string, outlet: string, headline: string, date: string): MediaArticle => ({
  outlet,
  headline,
  date,
  // The article's address, once the centre records it; the headline is shown as text until then.
  link: '',
  image: `/images/newsletter/media/${slug}.svg`,
});

export const newsletter = {
  meta: {
    title: 'Newsletter Q4 2024',
    description:
      'Highlights from Q4 2024 at Sangam Innovation Centre: global learning, XR innovation, partner collaborations, funding updates, the festival, media coverage and startup monitoring visits.',
  },
  ui: { logoAlt: (name: string): string => `${name} logo` },
  /** The quarter's last day: after it the page reads as an archive. */
  periodEnded: '2024-12-31',
  archiveNote: 'From our archive: the newsletter of October–December 2024.',
  download: { label: 'Download the newsletter (PDF)', href: '/docs/newsletter/newsletter-q4-2024.pdf' },
  highlights: {
    eyebrow: 'Newsletter · October–December 2024',
    title: 'Highlights from Q4 2024',
    text: 'A quarter of firsts: our first XR hackathon, our largest funding round for a cohort, seven startups in a single ₹86 lakh programme and a festival that prevented two tonnes of waste.',
    points: ['₹86 lakh programme for 7 startups', '24-hour XR hackathon', '8 startups funded', '4 new partners'],
  },
  globalLearning: {
    title: 'Global Business Learning Initiatives',
    text: 'Twelve founders spent two weeks with partner incubators in Singapore and Berlin, learning how startups there sell to large companies and raise cross-border rounds. Back home, they ran four open sessions for the rest of the cohort.',
    image: '/images/newsletter/global-learning-world.svg',
  },
  xr: {
    title: 'Global XR Innovations',
    text: 'Our first XR hackathon brought 32 teams to the AR/VR lab for 24 hours. The winning team built a virtual-reality trainer for rural health workers and took home the prize of ₹50,000.',
    image: '/images/newsletter/xr-hackathon-vr.svg',
    figures: [
      { value: '24', unit: 'hours', label: 'Of building' },
      { value: '32', label: 'Teams' },
      { value: '₹50,000', label: 'Prize' },
    ],
  },
  partners: {
    title: 'Partner Collaborations',
    items: [
      { name: 'Western Auto Components', text: 'A challenge for startups on recycling factory scrap, with paid pilots for the two best ideas.' },
      { name: 'District Health Office', text: 'Three startups testing devices in primary health centres of the district.' },
      { name: 'Kutch Weavers Collective', text: 'Artisans and designers working together in the festival’s fashion hive.' },
      { name: 'Deccan Seed Partners', text: 'Monthly office hours with investors for every incubated startup.' },
    ],
  },
  excellence: {
    title: 'Celebrating Excellence Together',
    text: 'Team Onyx placed in the top ten for design at an international flying contest, two of our startups won national innovation awards and our incubation manager was named mentor of the year by the state innovation society.',
    image: '/images/newsletter/excellence-trophy.svg',
  },
  fundingStartups: {
    title: 'Funding Updates',
    intro: 'Eight startups raised funds or won grants this quarter.',
    tiles: [
      { name: 'AquaSense', logo: '/images/newsletter/startups/aquasense-logo.svg', amount: '₹35 lakh', note: 'NIDHI SSS seed investment' },
      { name: 'KrishiLoop', logo: '/images/newsletter/startups/krishi-loop-logo.svg', amount: '₹10 lakh', note: 'NIDHI PRAYAS grant' },
      { name: 'MedTrail', logo: '/images/newsletter/startups/medtrail-logo.svg', amount: '₹60 lakh', note: 'Angel round' },
      { name: 'Surya Grid', logo: '/images/newsletter/startups/surya-grid-logo.svg', amount: '₹20 lakh', note: 'SISFS grant' },
      { name: 'Green Brick', logo: '/images/newsletter/startups/green-brick-logo.svg', amount: '₹5 lakh', note: 'MSInS seed fund' },
      { name: 'Vayu Drones', logo: '/images/newsletter/startups/vayu-drones-logo.svg', amount: '₹45 lakh', note: 'SISFS investment' },
      { name: 'Saans Labs', logo: '/images/newsletter/startups/saans-labs-logo.svg', amount: '₹9 lakh', note: 'NIDHI PRAYAS grant' },
      { name: 'BioWeave', logo: '/images/newsletter/startups/bioweave-logo.svg', amount: '₹75 lakh', note: 'Pre-series A round' },
    ] satisfies readonly StartupTile[],
  },
  spotlight: {
    title: 'Startup Spotlight',
    name: 'BioWeave',
    text: 'BioWeave grows a leather-like material from agricultural waste in the centre’s bio lab. This quarter it shipped its first 2,000 metres to two fashion brands and raised ₹75 lakh to build a pilot plant near Pune.',
    quote: '“The lab let us fail cheaply for two years. That is why we could succeed quickly in the third.”',
    quoteBy: 'Ritu Pawar, co-founder of BioWeave',
    image: '/images/newsletter/spotlight-bio-weave-textile.svg',
  },
  grants: {
    title: 'Funding Updates',
    intro: 'Grants awarded through the centre this quarter, including an ₹86 lakh programme for 7 startups.',
    tiles: [
      { name: 'Clean-tech cohort (7 startups)', amount: '₹86 lakh', grantType: 'State programme grant' },
      { name: 'KrishiLoop', amount: '₹10 lakh', grantType: 'NIDHI PRAYAS' },
      { name: 'Saans Labs', amount: '₹9 lakh', grantType: 'NIDHI PRAYAS' },
      { name: 'Surya Grid', amount: '₹20 lakh', grantType: 'SISFS grant' },
      { name: 'Green Brick', amount: '₹5 lakh', grantType: 'MSInS seed fund' },
      { name: 'XR hackathon winners', amount: '₹50,000', grantType: 'Prize' },
    ] satisfies readonly GrantTile[],
  },
  festival: {
    title: 'Sangam Innovation & Impact Festival',
    text: 'Three days, 520 trainees, 9 Kutch artisans, 11 young designers and 2,000 kg of waste prevented. The festival showed what a responsible public event can look like.',
    link: 'Visit the festival page',
    to: paths.festival,
    image: '/images/newsletter/festival-siif.svg',
  },
  photos: {
    title: 'Events of the quarter',
    items: [
      // Each event's photograph is frontend/photos/events/<id>.jpg; until then it is drawn.
      { id: 'demo-day-2024-12', glyph: 'rocket', alt: 'Founders pitching at the December demo day' },
      { id: 'xr-hackathon-2024', glyph: 'headset', alt: 'Teams at the XR hackathon' },
      { id: 'design-thinking-workshop-2024', glyph: 'spark', alt: 'A design thinking workshop' },
      { id: 'mentor-meet-2024', glyph: 'people', alt: 'Mentors meeting founders' },
      { id: 'bio-lab-tour-2024', glyph: 'flask', alt: 'A tour of the bio lab' },
      { id: 'innovation-awards-2024', glyph: 'trophy', alt: 'The innovation awards evening' },
    ] satisfies readonly NewsletterEvent[],
  },
  media: {
    title: 'Featured in the Media',
    rows: [
      [
        article('sangam-xr-hackathon', 'Pune Daily', 'Students build VR trainer for health workers in 24 hours', '2024-10-09'),
        article('bioweave-leather', 'The Business Line', 'Pune startup grows leather from farm waste', '2024-10-21'),
        article('kutch-artisans-pune', 'Craft Today', 'Kutch artisans meet young designers at campus festival', '2024-11-03'),
        article('onyx-design-build-fly', 'Aero India Review', 'Student aircraft team makes top ten in design', '2024-11-14'),
      ],
      [
        article('sangam-seed-fund', 'Startup Mirror', 'Incubator backs seven clean-tech startups with ₹86 lakh', '2024-11-28'),
        article('festival-zero-waste', 'Green Pulse', 'A festival that prevented two tonnes of waste', '2024-12-16'),
        article('rural-health-devices', 'Health Next', 'Startups test devices in district health centres', '2024-12-19'),
        article('sangam-demo-day', 'Pune Daily', 'Demo day draws forty investors to the campus', '2024-12-23'),
      ],
    ] satisfies ReadonlyArray<readonly MediaArticle[]>,
    read: 'Read the article',
  },
  milestones: {
    title: 'Celebrating Innovation Milestones',
    items: [
      { value: '300+', label: 'Startups incubated' },
      { value: '1250+', label: 'Full-time jobs created' },
      { value: '400', unit: 'Cr+', label: 'Revenue generated by startups' },
      { value: '17000+', label: 'Students trained' },
    ],
  },
  monitoring: {
    title: 'Startup Monitoring: Field and Office Visits',
    text: 'Every quarter the incubation team visits the startups it funds. In December we ran a full-day programme visit: startup reviews in the morning, fund-utilisation presentations by each founder, factory walkthroughs at two manufacturing startups and field visits to women collectors and community leaders who supply and use their products.',
    photos: [
      { src: '/images/newsletter/visits/startup-review-people.svg', alt: 'Startup review at the centre' },
      { src: '/images/newsletter/visits/fund-utilisation-chart.svg', alt: 'A founder presenting fund utilisation' },
      { src: '/images/newsletter/visits/factory-walkthrough.svg', alt: 'Walkthrough of a brick factory' },
      { src: '/images/newsletter/visits/factory-unit-floor.svg', alt: 'The shop floor of a textile unit' },
      { src: '/images/newsletter/visits/field-women-collectors-map.svg', alt: 'Meeting women waste collectors' },
      { src: '/images/newsletter/visits/field-community-leaders.svg', alt: 'Conversation with community leaders' },
      { src: '/images/newsletter/visits/field-village-visit.svg', alt: 'A village field visit' },
      { src: '/images/newsletter/visits/office-visit-building.svg', alt: 'An office visit to a funded startup' },
    ],
  },
  visitNotes: {
    title: 'What we saw on the visits',
    items: [
      {
        title: 'Startup reviews',
        description: 'Twelve funded startups presented progress against milestones; three were asked to revise their plans.',
        title2: 'Fund utilisation',
        description2: 'Each founder showed how the grant was spent; all were within the 20% manpower cap.',
      },
      {
        title: 'Factory walkthroughs',
        description: 'Green Brick and EcoFibre showed their production lines and the safety changes made since the last visit.',
        title2: 'Quality checks',
        description2: 'The team sampled products from both lines for testing in the centre’s labs.',
      },
      {
        title: 'Women collectors',
        description: 'We met the women who collect plastic for PlastiQ Loop and heard how prices and payments have changed.',
        title2: 'Community leaders',
        description2: 'Village leaders told us where the startups’ products help and where they still fall short.',
      },
    ] satisfies readonly VisitNote[],
  },
};
