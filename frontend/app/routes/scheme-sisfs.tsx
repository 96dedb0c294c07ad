import { LinkButton } from '../components/ui';
import { schemeUi as ui } from '../content/funding/common';
import { sisfs as content } from '../content/funding/sisfs';
import { site } from '../content/site';
import { AboutSection, ContactSection, FeatureGrid, SchemeHeroBand, UsesSection } from '../features/funding';
import type { Route } from './+types/scheme-sisfs';

export const meta: Route.MetaFunction = () => [
  { title: `${content.meta.title} | ${site.name}` },
  { name: 'description', content: content.meta.description },
];

export default function Sisfs() {
  return (
    <>
      <SchemeHeroBand hero={content.hero}>
        <LinkButton to={content.applyUrl} external variant="accent" size="lg">
          {ui.applyNow}
        </LinkButton>
        <p className="basis-full text-sm text-brand-100">{content.applyNote}</p>
      </SchemeHeroBand>
      <AboutSection about={content.about} />
      <FeatureGrid title={content.eligibilityTitle} items={content.eligibility} cols={4} />
      <UsesSection permittedTitle={content.permittedTitle} permitted={content.permitted} restrictedTitle={content.restrictedTitle} restricted={content.restricted} />
      <FeatureGrid title={content.disbursementTitle} items={content.disbursement} cols={2} tone="tint" />
      <ContactSection title={content.contactTitle} contact={content.contact} emailWord={ui.email} photoAlt={ui.photoAlt} />
    </>
  );
}
