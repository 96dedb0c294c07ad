import { LinkButton } from '../components/ui';
import { schemeUi as ui } from '../content/funding/common';
import { nidhiEir as content } from '../content/funding/nidhi-eir';
import { site } from '../content/site';
import { AboutSection, ContactSection, FeatureGrid, FiguresSection, GroupsSection, ListSection, SchemeHeroBand } from '../features/funding';
import type { Route } from './+types/scheme-nidhi-eir';

export const meta: Route.MetaFunction = () => [
  { title: `${content.meta.title} | ${site.name}` },
  { name: 'description', content: content.meta.description },
];

export default function NidhiEir() {
  return (
    <>
      <SchemeHeroBand hero={content.hero}>
        {/* Both calls are closed: shown as unavailable buttons, not as links. */}
        {content.closed.map((label) => (
          <button key={label} type="button" disabled className="cursor-not-allowed rounded-full bg-white/15 px-5 py-3 text-sm font-semibold text-white">
            {label}
          </button>
        ))}
        <LinkButton to={content.eligibilityPdf} download variant="light" size="lg">
          {ui.eligibilityPdf}
        </LinkButton>
      </SchemeHeroBand>
      <AboutSection about={content.about} />
      <FeatureGrid title={content.featuresTitle} items={content.features} />
      <GroupsSection title={content.rolesTitle} groups={content.roles} />
      <ListSection title={content.benefitsTitle} items={content.benefits} tone="white" />
      <FiguresSection title={content.impactTitle} figures={content.impact} />
      <ContactSection title={content.contactTitle} contact={content.contact} emailWord={ui.email} photoAlt={ui.photoAlt} />
    </>
  );
}
