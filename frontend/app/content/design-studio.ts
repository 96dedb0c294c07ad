export interface StudioService {
  title: string;
  description: string;
  image: string;
}

export interface StudioClient {
  name: string;
  logo: string;
  description: string;
}

export interface StudioProject {
  id: number;
  logo: string;
  title: string;
  discription: string;
  authorname: string;
  /** Team names, shown after 'COLLABORATORS:'. */
  collabrators: string;
  category: string;
  image: string;
}

const client = (slug: string, name: string, description: string): StudioClient => ({
  name,
  logo: `/images/design/clients/${slug}-logo.svg`,
  description,
});

const project = (id: number, slug: string, title: string, discription: string, authorname: string, collabrators: string, category: string): StudioProject => ({
  id,
  logo: `/images/design/portfolio/${slug}-logo.svg`,
  title,
  discription,
  authorname,
  collabrators,
  category,
  image: `/images/design/portfolio/${slug}.svg`,
});

export const designStudio = {
  meta: {
    title: 'Design Studio',
    description:
      'The Design Studio at Sangam Innovation Centre: product design, UI / UX, virtual reality, MVPs and business networking for startups, with our clients and portfolio.',
  },
  title: 'Design Studio',
  intro: 'An in-house studio of designers, engineers and researchers who shape the products of our startups and partners.',
  carouselLabel: 'Design Studio work',
  slides: [
    { title: 'Product design from sketch to tooling', image: '/images/design/studio/product-sketch-slide.svg' },
    { title: 'Interfaces tested with real users', image: '/images/design/studio/ux-app-slide.svg' },
    { title: 'Virtual reality experiences', image: '/images/design/studio/vr-slide.svg' },
  ],
  servicesTitle: 'Services',
  services: [
    { title: 'Product Design', description: 'Industrial design, ergonomics, materials and design for manufacture.', image: '/images/design/studio/product-design-pencil.svg' },
    { title: 'UI / UX', description: 'Research, information architecture, interface design and usability testing for web and mobile.', image: '/images/design/studio/ui-ux-app.svg' },
    { title: 'Virtual Reality', description: 'Training simulations, product walk-throughs and immersive exhibits built in our AR/VR lab.', image: '/images/design/studio/virtual-reality-vr.svg' },
    { title: 'Minimum Viable Product', description: 'A first version you can put in front of customers in weeks, not months.', image: '/images/design/studio/mvp-rocket.svg' },
    { title: 'Business Networking', description: 'Introductions to manufacturers, suppliers and the centre’s partners.', image: '/images/design/studio/network-handshake.svg' },
  ] satisfies readonly StudioService[],
  clientsTitle: 'Our Client',
  clients: [
    client('agronova', 'AgroNova', 'Farm sensor hardware and the app that farmers use to read it.'),
    client('medtrail', 'MedTrail', 'A patient-tracking dashboard for district hospitals.'),
    client('bamboo-bloc', 'Bamboo Bloc', 'Modular bamboo furniture for small apartments.'),
    client('lab-in-a-box', 'Lab in a Box', 'A portable science kit for rural schools.'),
    client('saathi-sign', 'Saathi Sign', 'A sign-language learning app for families.'),
    client('form-factory', 'Form Factory', 'Brand identity and packaging for a 3D-printing bureau.'),
    client('bee-kind-farms', 'Bee Kind Farms', 'Packaging and a shop for a honey cooperative.'),
    client('chitra-type', 'Chitra Type', 'A Devanagari type family for screens.'),
    client('gramin-grid', 'Gramin Grid', 'The enclosure of a solar micro-grid controller.'),
    client('mitra-care', 'Mitra Care', 'A companion device for elders living alone.'),
    client('paisa-patra', 'Paisa Patra', 'A savings app for self-help groups.'),
    client('nirmaan-3d', 'Nirmaan 3D', 'Virtual-reality walk-throughs of affordable homes.'),
    client('robo-rishi', 'Robo Rishi', 'A classroom robotics kit and its lesson cards.'),
  ] satisfies readonly StudioClient[],
  clientsFirst: 6,
  clientsStep: 6,
  portfolioTitle: 'Portfolio',
  portfolio: [
    project(1, 'farm-app', 'AgroNova Field App', 'A field app for farmers that reads soil sensors and turns the readings into simple advice in Marathi, with large buttons for use in sunlight.', 'Neha Kapoor', 'AgroNova, Studio UX team', 'UI / UX'),
    project(2, 'hospital-dashboard', 'Ward Dashboard', 'A hospital dashboard that shows nurses which patients need attention next, tested over six weeks in two district hospitals.', 'Arjun Nair', 'MedTrail, Studio UX team', 'UI / UX'),
    project(3, 'bamboo-chair', 'Fold-Flat Bamboo Chair', 'A chair that folds flat for shipping and assembles without tools, made from locally grown bamboo.', 'Ritika Sen', 'Bamboo Bloc, Fab Lab', 'Product Design'),
    project(4, 'science-kit', 'Science Kit Enclosure', 'A rugged carry case and experiment trays for a portable science kit that travels to rural schools.', 'Kunal Verma', 'Lab in a Box, Studio product team', 'Product Design'),
    project(5, 'sign-app', 'Saathi Sign App', 'A learning app with short video lessons that helps families learn sign language together at home.', 'Meghna Iyer', 'Saathi Sign, Studio UX team', 'UI / UX'),
    project(6, 'printing-brand', 'Form Factory Identity', 'Brand identity, signage and packaging for a 3D-printing bureau, built around the layer lines of printed parts.', 'Devika Rao', 'Form Factory, Studio brand team', 'Branding'),
    project(7, 'honey-pack', 'Honey Cooperative Packaging', 'Glass jars and labels that tell the story of each village of a honey cooperative, with a QR code to the beekeeper.', 'Sahil Khan', 'Bee Kind Farms, Studio brand team', 'Branding'),
    project(8, 'type-family', 'Chitra Devanagari Type', 'A Devanagari type family drawn for small screens, with open counters and clear conjuncts.', 'Ira Kulkarni', 'Chitra Type, School of Design', 'Branding'),
    project(9, 'grid-enclosure', 'Micro-Grid Controller', 'A weatherproof enclosure and status display for a solar micro-grid controller used in villages.', 'Varun Patil', 'Gramin Grid, Electronics Lab', 'Product Design'),
    project(10, 'elder-companion', 'Mitra Companion', 'A companion device with one big button and a voice assistant for elders who live alone.', 'Ananya Ghosh', 'Mitra Care, Studio product team', 'Product Design'),
    project(11, 'savings-app', 'Paisa Patra Savings', 'A savings app for women’s self-help groups that works on basic phones and shows shared goals.', 'Tara Menon', 'Paisa Patra, Studio UX team', 'UI / UX'),
    project(12, 'vr-home', 'Affordable Home in VR', 'A virtual-reality walk-through that lets families see and change their future home before it is built.', 'Rohit Jain', 'Nirmaan 3D, AR/VR Lab', 'Virtual Reality'),
    project(13, 'robot-kit', 'Classroom Robot Kit', 'A classroom robotics kit with snap-fit parts and illustrated lesson cards for children aged ten to fourteen.', 'Pallavi Desai', 'Robo Rishi, Fab Lab', 'Product Design'),
    project(14, 'factory-vr', 'Factory Safety Simulator', 'A virtual-reality simulator that trains new factory workers to spot hazards before they step on the shop floor.', 'Karan Malhotra', 'Western Auto Components, AR/VR Lab', 'Virtual Reality'),
    project(15, 'clinic-kiosk', 'Clinic Check-in Kiosk', 'A check-in kiosk for clinics with voice guidance in three languages and a token printer.', 'Sana Sheikh', 'MedTrail, Studio product team', 'Product Design'),
    project(16, 'museum-ar', 'Museum AR Guide', 'An augmented-reality guide for the city museum that brings old tools and textiles back to life.', 'Aditya Bapat', 'City Museum, AR/VR Lab', 'Virtual Reality'),
  ] satisfies readonly StudioProject[],
  pageSize: 4,
  /** A page change scrolls the portfolio into view after this delay, once the new page is drawn. */
  scrollDelayMs: 100,
  ui: {
    viewMore: 'View More',
    collaborators: 'COLLABORATORS:',
    searchLabel: 'Search the portfolio',
    searchPlaceholder: 'Search a project',
    pagerLabel: 'Portfolio pages',
    portfolioList: 'Portfolio projects',
    clientsList: 'Clients',
    logoAlt: (name: string): string => `${name} logo`,
  },
};
