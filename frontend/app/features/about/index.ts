import { AboutIntro } from './components/about-intro';
import { Awards } from './components/awards';
import { JourneyTimeline } from './components/journey-timeline';
import { Publications } from './components/publications';
import { StayInformed } from './components/stay-informed';
import { TeamGrid } from './components/team-grid';

export function AboutPage() {
  return (
    <>
      <AboutIntro />
      <TeamGrid />
      <JourneyTimeline />
      <Publications />
      <Awards />
      <StayInformed />
    </>
  );
}
