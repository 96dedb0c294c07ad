import { LinkButton } from '../components/ui';
import { schemeUi as ui } from '../content/funding/common';
import { nidhiPrayas as content } from '../content/funding/nidhi-prayas';
import { site } from '../content/site';
import { AboutSection, FaqSection, FeatureGrid, ListSection, PrayasStartups, SchemeHeroBand, StepsSection } from '../features/funding';
import type { Route } from './+types/scheme-nidhi-prayas';

export const meta: Route.MetaFunction = () => [
  { title: `${content.meta.title} | ${site.name}` },
  { name: 'description', content: content.meta.description },
];

export default function NidhiPrayas() {
  return (
    <>
      <SchemeHeroBand hero={content.hero}>
        <LinkButton to={content.applyUrl} external variant="accent" size="lg">
          {ui.applyNow}
        </LinkButton>
        <LinkButton to={content.eligibilityPdf} download variant="light" size="lg">
          {ui.eligibilityPdf}
        </LinkButton>
      </SchemeHeroBand>
      <AboutSection about={content.about} />
      <FeatureGrid title={content.featuresTitle} items={content.features} />
      <ListSection title={content.eligibilityTitle} items={content.eligibility} tone="white" />
      <StepsSection title={content.processTitle} steps={content.process} stepWord={ui.step} />
      <PrayasStartups title={content.startupsTitle} startups={content.startups} pageSize={content.startupsPageSize} ui={ui} />
      <FaqSection title={ui.faq} faqs={content.faqs} />
    </>
  );
}
