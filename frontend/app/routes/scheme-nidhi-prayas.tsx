import { LinkButton } from '../components/ui';
import * as commonContent from '../content/funding/common';
import * as schemeContent from '../content/funding/nidhi-prayas';

import {
  AboutSection,
  FaqSection,
  FeatureGrid,
  ListSection,
  PrayasStartups,
  SchemeHeroBand,
  StepsSection,
} from '../features/funding';
import { useContent } from '../lib/i18n';
import { pageMeta } from './page-meta';
import type { Route } from './+types/scheme-nidhi-prayas';
import { isExternal } from '../lib/links';

export const meta: Route.MetaFunction = () =>
  pageMeta('funding/nidhi-prayas', schemeContent, (c) => c.nidhiPrayas.meta);

export default function NidhiPrayas() {
  const { schemeUi: ui } = useContent('funding/common', commonContent);
  const { nidhiPrayas: page } = useContent('funding/nidhi-prayas', schemeContent);
  return (
    <>
      <SchemeHeroBand hero={page.hero}>
        <LinkButton to={page.applyUrl} external={isExternal(page.applyUrl)} variant="accent" size="lg">
          {ui.applyNow}
        </LinkButton>
        <LinkButton to={page.eligibilityPdf} download variant="light" size="lg">
          {ui.eligibilityPdf}
        </LinkButton>
      </SchemeHeroBand>
      <AboutSection about={page.about} />
      <FeatureGrid title={page.featuresTitle} items={page.features} />
      <ListSection title={page.eligibilityTitle} items={page.eligibility} tone="white" />
      <StepsSection title={page.processTitle} steps={page.process} stepWord={ui.step} />
      <PrayasStartups
        title={page.startupsTitle}
        startups={page.startups}
        pageSize={page.startupsPageSize}
        ui={ui}
      />
      <FaqSection title={ui.faq} faqs={page.faqs} />
    </>
  );
}
