import type { GlyphName } from '../components/ui';
import { paths } from '../config/paths';

export interface InnovationSlide {
  title: string;
  description: string;
  image: string;
}

export interface MegaProject {
  id: string;
  title: string;
  team: string;
  description: string;
  /**
   * What the team's two pictures show: the photographs `teams/<id>.jpg` and `teams/<id>-2.jpg`
   * once the centre adds them, drawn until then (two different drawings).
   */
  pictures: readonly [GlyphName, GlyphName];
  link: string;
}

export interface InnovationProject {
  id: number;
  logo: string;
  title: string;
  shortdiscription: string;
  discription: string;
  authorname: string;
  /** A label, e.g. 'Team of 4 · Fab Lab'. */
  collabrators: string;
  category: string;
  image: string;
}

export const innovation = {
  meta: {
    title: 'Innovation',
    description:
      'Innovation at Sangam Innovation Centre: research and innovation support, six student Mega Projects and fifteen innovation projects built in our labs.',
  },
  heading: 'Where innovation meets possibility!',
  intro: 'Students, researchers and founders build here: from a first experiment to a vehicle on a race track.',
  slides: [
    {
      title: 'Research',
      description:
        'Our incubation centre connects university research with real problems: labs, equipment and mentors help researchers turn papers into prototypes and prototypes into products.',
      image: '/images/innovation/research-lab-slide.svg',
    },
    {
      title: 'Innovation',
      description:
        'As an incubation centre we back student teams and early founders with workspace, funding schemes and fabrication facilities, so that good ideas leave the classroom and reach people.',
      image: '/images/innovation/innovation-idea-slide.svg',
    },
  ] satisfies readonly InnovationSlide[],
  tagline: {
    title: 'Innovations that start on campus and end up in the world',
    text: 'Every year more than 250 interns, 40 student teams and dozens of researchers use the centre’s labs to test, build and ship. We measure success by what leaves the building: products, patents and companies.',
  },
  pillars: [
    { title: 'Explore', description: 'Open lab hours, hackathons and design sprints where any student can try an idea in a weekend.', image: '/images/innovation/explore-bulb.svg' },
    { title: 'Build', description: 'Fab Lab, electronics, AI/ML and AR/VR labs with technicians who help you make the first working version.', image: '/images/innovation/build-gear.svg' },
    { title: 'Launch', description: 'Pre-incubation, funding schemes and mentors take the strongest projects to incubation and the market.', image: '/images/innovation/launch-rocket.svg' },
  ],
  mega: {
    title: 'Mega Projects',
    subtitle: 'Transforming Vision into Reality',
    intro: 'Six student engineering teams design, build and race their own machines, and compete with the best universities in India and abroad.',
    teams: [
      {
        id: 'marine',
        title: 'Marine Robotics',
        team: 'Team Jalpari',
        description:
          'Team Jalpari designs and builds an autonomous underwater vehicle that navigates by sonar and vision, picks up objects and surfaces on its own. The team machines its pressure hull in the Fab Lab and tests in the university pool every week.',
        pictures: ['robot', 'wave'],
        link: '',
      },
      {
        id: 'aviation',
        title: 'Aviation',
        team: 'Team Onyx',
        description:
          'Team Onyx builds fixed-wing aircraft and drones for international design-build-fly competitions. Students design the airframe, print and laminate the parts, and fly the aircraft they built over the campus airstrip.',
        pictures: ['plane', 'flag'],
        link: '',
      },
      {
        id: 'atv',
        title: 'All-Terrain Vehicle Racing',
        team: 'Red Shift',
        description:
          'Red Shift designs an all-terrain vehicle from a blank sheet every year: chassis, suspension and drivetrain, built and welded on campus and raced in endurance events across mud, rock and water.',
        pictures: ['wheel', 'flag'],
        link: '',
      },
      {
        id: 'eta',
        title: 'Fuel-Efficiency Vehicle',
        team: 'Team ETA',
        description:
          'Team ETA builds ultra-light vehicles that cover the longest distance on the least energy. Their latest car runs on a hydrogen fuel cell and weighs less than 40 kg.',
        pictures: ['leaf', 'bolt'],
        link: '',
      },
      {
        id: 'robocon',
        title: 'Robotics',
        team: 'Robocon',
        description:
          'The Robocon team builds robots for the national and Asia-Pacific robotics contests, with a new game and a new robot every year. Mechanical, electronics and software students work side by side in the robotics bay.',
        pictures: ['robot', 'gear'],
        link: '',
      },
      {
        id: 'orion',
        title: 'Formula-Student Racing',
        team: 'Orion Racing',
        description:
          'Orion Racing designs and builds a single-seat electric formula car and takes it to formula-student events. The team runs like a small company, with engineering, business and sponsorship divisions.',
        pictures: ['bolt', 'trophy'],
        link: '',
      },
    ] satisfies readonly MegaProject[],
  },
  projectsTitle: 'Innovation Projects',
  projectsIntro: 'Projects built by students and researchers in the centre’s labs. Search the descriptions to find one.',
  /** No category chips are shown: the list of categories is empty. */
  categories: [] as readonly string[],
  projects: [
    p(1, 'smart-irrigation', 'Smart Drip Irrigation Controller', 'Soil sensors that open drip lines only when crops need water.', 'A low-cost controller reads soil moisture sensors placed at the roots and opens drip lines only when the crop needs water. Field trials on two sugarcane farms cut water use by a third without any loss of yield, and the controller runs on a small solar panel.', 'Aditi Kulkarni', 'Team of 4 · Electronics Lab', 'Agriculture'),
    p(2, 'sign-glove', 'Sign Language Glove', 'A glove that turns Indian Sign Language into speech.', 'Flex sensors and a motion unit in a glove recognise Indian Sign Language gestures and a phone app speaks them aloud in Marathi, Hindi or English. The model was trained on 12,000 recorded gestures from volunteers at a local school for the deaf.', 'Rahul Deshmukh', 'Team of 3 · AI/ML Lab', 'Health'),
    p(3, 'plastic-bricks', 'Plastic Waste Paver Blocks', 'Paver blocks made from shredded plastic and sand.', 'Shredded plastic waste is melted with sand into paver blocks that are stronger than concrete blocks.', 'Sneha Jadhav', 'Team of 5 · Fab Lab', 'Environment'),
    p(4, 'vr-anatomy', 'VR Anatomy Classroom', 'Walk through a beating heart in virtual reality.', 'A virtual-reality classroom lets medical students walk through a beating heart, pause it, peel away layers and watch blood flow through each valve. Teachers guide up to thirty students at once, and a pilot with a medical college improved test scores on cardiac anatomy.', 'Dr. Nikhil Rao', 'Team of 6 · AR/VR Lab', 'Education'),
    p(5, 'air-monitor', 'Classroom Air Quality Monitor', 'A monitor that tells teachers when to open windows.', 'A small monitor measures carbon dioxide and fine dust in classrooms and lights up when the windows should be opened.', 'Isha Patwardhan', 'Team of 2 · Electronics Lab', 'Health'),
    p(6, 'crop-doctor', 'Crop Doctor App', 'Photograph a leaf, get a diagnosis in seconds.', 'Farmers photograph a diseased leaf and the app names the disease, its stage and a treatment in their own language, even without a network connection. The on-device model recognises 38 diseases of tomato, grape, onion and cotton with an accuracy above 92 percent in field tests.', 'Omkar Shinde', 'Team of 4 · AI/ML Lab', 'Agriculture'),
    p(7, 'prosthetic-hand', '3D-Printed Prosthetic Hand', 'A myoelectric hand that costs a tenth of imported ones.', 'A myoelectric prosthetic hand is printed in the Fab Lab and driven by muscle signals read from the forearm. It grips a cup, a pen and a phone, costs about a tenth of imported devices and has been fitted on five volunteers with a partner hospital.', 'Priyanka Gaikwad', 'Team of 5 · Fab Lab', 'Health'),
    p(8, 'solar-dryer', 'Solar Food Dryer', 'Dries fruit and vegetables without smoke or fuel.', 'A solar dryer with a black absorber and a small fan dries fruit and vegetables in two days without smoke or fuel.', 'Ganesh More', 'Team of 3 · Fab Lab', 'Energy'),
    p(9, 'bus-tracker', 'Campus Bus Tracker', 'Live positions of every campus bus on a phone.', 'Cheap GPS units in every campus bus send positions over a low-power radio network to a server, and students see live arrival times on a phone or on screens at the stops. Waiting times at the busiest stop dropped by half in the first semester.', 'Tanvi Joshi', 'Team of 4 · Electronics Lab', 'Mobility'),
    p(10, 'heritage-ar', 'Heritage Walk in AR', 'Old Pune rebuilt on your phone, street by street.', 'An augmented-reality app rebuilds lost buildings of old Pune on top of the street view, with stories narrated by local historians at each stop.', 'Aniket Bhosale', 'Team of 3 · AR/VR Lab', 'Education'),
    p(11, 'biochar-kiln', 'Low-Smoke Biochar Kiln', 'Turns farm waste into biochar instead of smoke.', 'A double-walled kiln burns its own gases and turns crop residue into biochar with far less smoke than open burning. Farmers mix the biochar into soil to hold water and nutrients, and the team measured a 70 percent drop in smoke during village demonstrations.', 'Pooja Kale', 'Team of 4 · Bio Lab', 'Environment'),
    p(12, 'fall-detector', 'Fall Detector for Elders', 'A pendant that calls family when an elder falls.', 'A pendant detects falls from its motion sensor and calls two family members automatically, with the location, if the wearer does not respond within thirty seconds.', 'Siddharth Pawar', 'Team of 2 · Electronics Lab', 'Health'),
    p(13, 'grid-battery', 'Second-Life Battery Pack', 'Old electric-scooter cells reused as home storage.', 'Cells from retired electric-scooter batteries are tested, graded and rebuilt into packs that store rooftop solar power for homes and small shops. A battery management system designed in the electronics lab balances cells of different ages and reports their health to the owner’s phone.', 'Kiran Mane', 'Team of 5 · Electronics Lab', 'Energy'),
    p(14, 'speech-therapy', 'Speech Therapy Games', 'Games that help children practise speech at home.', 'Tablet games listen to children with speech delays practise sounds and reward them with a story that moves forward as they improve.', 'Dr. Mrunal Apte', 'Team of 3 · AI/ML Lab', 'Health'),
    p(15, 'drone-survey', 'Drone Crop Survey', 'Maps crop stress across a village in an hour.', 'A fixed-wing drone carries a multispectral camera over a whole village in under an hour and produces a map of crop stress that farmers receive on their phones. The team flew 40 survey missions with a farmer producer organisation and helped it target fertiliser where it was needed.', 'Yash Chavan', 'Team of 6 · Fab Lab', 'Agriculture'),
  ] satisfies readonly InnovationProject[],
  pageSize: 4,
  /** Descriptions longer than this many words are cut, with a Read more toggle. */
  readMoreWords: 24,
  cta: {
    title: 'Let’s get started!',
    text: 'Book a lab, a machine or a workspace and start building your idea with us.',
    action: 'Apply Now',
    to: paths.booking,
  },
  ui: {
    knowMore: 'Know More',
    knowMoreAbout: (team: string): string => `Know More about ${team}`,
    photoAlt: (team: string, n: number): string => `${team}, photo ${n}`,
    searchLabel: 'Search innovation projects',
    searchPlaceholder: 'Search a project',
    readMore: 'Read more',
    readLess: 'Read less',
    by: 'By',
    collaborators: 'Collaborators',
    pagerLabel: 'Innovation projects pages',
    listLabel: 'Innovation projects',
    carouselLabel: 'Research and innovation',
    categoriesLabel: 'Project categories',
    allCategories: 'All',
  },
};

function p(
  id: number,
  slug: string,
  title: string,
  shortdiscription: string,
  discription: string,
  authorname: string,
  collabrators: string,
  category: string,
): InnovationProject {
  return {
    id,
    logo: `/images/innovation/projects/${slug}-logo.svg`,
    title,
    shortdiscription,
    discription,
    authorname,
    collabrators,
    category,
    image: `/images/innovation/projects/${slug}.svg`,
  };
}
