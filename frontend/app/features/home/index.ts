export { AdvisoryCommittee } from './components/advisory-committee';
export { FacilityStrip } from './components/facility-strip';
export { FeaturedStartups } from './components/featured-startups';
export { Hero } from './components/hero';
export { ImpactCounters } from './components/impact-counters';
export { Statement } from './components/statement';
export { Supporters } from './components/supporters';
export { Testimonials } from './components/testimonials';
