import { site } from '../content/site';
import {
  AdvisoryCommittee,
  FacilityStrip,
  FeaturedStartups,
  Hero,
  ImpactCounters,
  Statement,
  Supporters,
  Testimonials,
} from '../features/home';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [
  { title: `${site.name} | ${site.tagline}` },
  {
    name: 'description',
    content:
      'Workspace, mentoring, laboratories and funding for early-stage startups at the Sangam Innovation Centre: research, innovation, incubation, design and labs.',
  },
];

/** Home: the eight sections in the order of the specification. */
export default function Home() {
  return (
    <>
      <Hero />
      <Statement />
      <Supporters />
      <ImpactCounters />
      <FeaturedStartups />
      <Testimonials />
      <FacilityStrip />
      <AdvisoryCommittee />
    </>
  );
}
