import { LinkButton } from '../components/ui';
import * as commonContent from '../content/funding/common';
import * as schemeContent from '../content/funding/nidhi-eir';

import {
  AboutSection,
  ContactSection,
  FeatureGrid,
  FiguresSection,
  GroupsSection,
  ListSection,
  SchemeHeroBand,
} from '../features/funding';
import { useContent } from '../lib/i18n';
import { pageMeta } from './page-meta';
import type { Route } from './+types/scheme-nidhi-eir';

export const meta: Route.MetaFunction = () =>
  pageMeta('funding/nidhi-eir', schemeContent, (c) => c.nidhiEir.meta);

export default function NidhiEir() {
  const { schemeUi: ui } = useContent('funding/common', commonContent);
  const { nidhiEir: page } = useContent('funding/nidhi-eir', schemeContent);
  return (
    <>
      <SchemeHeroBand hero={page.hero}>
        {/* Both calls are closed: shown as unavailable buttons, not as links. */}
        {page.closed.map((label) => (
          <button
            key={label}
            type="button"
            disabled
            className="cursor-not-allowed rounded-full bg-white/15 px-5 py-3 text-sm font-semibold text-white"
          >
            {label}
          </button>
        ))}
        <LinkButton to={page.eligibilityPdf} download variant="light" size="lg">
          {ui.eligibilityPdf}
        </LinkButton>
      </SchemeHeroBand>
      <AboutSection about={page.about} />
      <FeatureGrid title={page.featuresTitle} items={page.features} />
      <GroupsSection title={page.rolesTitle} groups={page.roles} />
      <ListSection title={page.benefitsTitle} items={page.benefits} tone="white" />
      <FiguresSection title={page.impactTitle} figures={page.impact} />
      <ContactSection
        title={page.contactTitle}
        contact={page.contact}
        emailWord={ui.emailLabel}
        photoAlt={ui.photoAlt}
      />
    </>
  );
}
