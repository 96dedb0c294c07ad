import { Section } from '../components/ui';
import * as opportunitiesContent from '../content/funding/opportunities';

import { SchemeCard } from '../features/funding';
import { useContent } from '../lib/i18n';
import { pageMeta } from './page-meta';
import type { Route } from './+types/funding-opportunities';

export const meta: Route.MetaFunction = () =>
  pageMeta('funding/opportunities', opportunitiesContent, (c) => c.fundingOpportunities.meta);

export default function FundingOpportunities() {
  const { fundingOpportunities: page } = useContent('funding/opportunities', opportunitiesContent);
  return (
    <Section
      title={page.heading}
      eyebrow={page.eyebrow}
      intro={page.intro}
      level={1}
      id="current-schemes"
      className="scroll-mt-24"
    >
      <div className="space-y-10">
        {page.schemes.map((scheme) => (
          <SchemeCard key={scheme.id} scheme={scheme} ui={page.ui} />
        ))}
      </div>
    </Section>
  );
}
