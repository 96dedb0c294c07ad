import * as siteContent from '../content/site';
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
import { localize } from '../lib/i18n';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => {
  const { site } = localize('site', siteContent);
  return [
    { title: `${site.name} | ${site.tagline}` },
    { name: 'description', content: site.description },
  ];
};

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
