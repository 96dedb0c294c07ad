import { LinkButton } from '../components/ui';
import * as commonContent from '../content/funding/common';
import * as schemeContent from '../content/funding/msins';

import {
  AboutSection,
  ContactSection,
  FeatureGrid,
  SchemeHeroBand,
  UsesSection,
} from '../features/funding';
import { useContent } from '../lib/i18n';
import { pageMeta } from './page-meta';
import type { Route } from './+types/scheme-msins';
import { isExternal } from '../lib/links';

export const meta: Route.MetaFunction = () =>
  pageMeta('funding/msins', schemeContent, (c) => c.msins.meta);

export default function Msins() {
  const { schemeUi: ui } = useContent('funding/common', commonContent);
  const { msins: page } = useContent('funding/msins', schemeContent);
  return (
    <>
      <SchemeHeroBand hero={page.hero}>
        <LinkButton to={page.applyUrl} external={isExternal(page.applyUrl)} variant="accent" size="lg">
          {ui.applyNow}
        </LinkButton>
        <LinkButton to={page.guidelinesPdf} download variant="light" size="lg">
          {ui.guidelinesPdf}
        </LinkButton>
      </SchemeHeroBand>
      <AboutSection about={page.about} />
      <FeatureGrid title={page.eligibilityTitle} items={page.eligibility} cols={3} />
      <UsesSection
        permittedTitle={page.permittedTitle}
        permitted={page.permitted}
        restrictedTitle={page.restrictedTitle}
        restricted={page.restricted}
      />
      <ContactSection
        title={page.contactTitle}
        contact={page.contact}
        emailWord={ui.emailLabel}
        photoAlt={ui.photoAlt}
      />
    </>
  );
}
