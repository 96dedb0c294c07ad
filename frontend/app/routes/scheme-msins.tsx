import { LinkButton } from '../components/ui';
import { schemeUi as ui } from '../content/funding/common';
import { msins as content } from '../content/funding/msins';
import { site } from '../content/site';
import { AboutSection, ContactSection, FeatureGrid, SchemeHeroBand, UsesSection } from '../features/funding';
import type { Route } from './+types/scheme-msins';

export const meta: Route.MetaFunction = () => [
  { title: `${content.meta.title} | ${site.name}` },
  { name: 'description', content: content.meta.description },
];

export default function Msins() {
  return (
    <>
      <SchemeHeroBand hero={content.hero}>
        <LinkButton to={content.applyUrl} external variant="accent" size="lg">
          {ui.applyNow}
        </LinkButton>
        <LinkButton to={content.guidelinesPdf} download variant="light" size="lg">
          {ui.guidelinesPdf}
        </LinkButton>
      </SchemeHeroBand>
      <AboutSection about={content.about} />
      <FeatureGrid title={content.eligibilityTitle} items={content.eligibility} cols={3} />
      <UsesSection permittedTitle={content.permittedTitle} permitted={content.permitted} restrictedTitle={content.restrictedTitle} restricted={content.restricted} />
      <ContactSection title={content.contactTitle} contact={content.contact} emailWord={ui.email} photoAlt={ui.photoAlt} />
    </>
  );
}
