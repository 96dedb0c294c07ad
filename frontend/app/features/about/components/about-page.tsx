import { AboutIntro } from './about-intro';
import { Awards } from './awards';
import { JourneyTimeline } from './journey-timeline';
import { Publications } from './publications';
import { StayInformed } from './stay-informed';
import { TeamGrid } from './team-grid';

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
