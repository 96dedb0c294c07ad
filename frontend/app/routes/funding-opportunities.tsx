import { Section } from '../components/ui';
import { fundingOpportunities as content } from '../content/funding/opportunities';
import { site } from '../content/site';
import { SchemeCard } from '../features/funding';
import type { Route } from './+types/funding-opportunities';

export const meta: Route.MetaFunction = () => [
  { title: `${content.meta.title} | ${site.name}` },
  { name: 'description', content: content.meta.description },
];

export default function FundingOpportunities() {
  return (
    <Section title={content.heading} eyebrow={content.eyebrow} intro={content.intro} level={1} id="current-schemes" className="scroll-mt-24">
      <div className="space-y-10">
        {content.schemes.map((scheme) => (
          <SchemeCard key={scheme.id} scheme={scheme} ui={content.ui} />
        ))}
      </div>
    </Section>
  );
}
