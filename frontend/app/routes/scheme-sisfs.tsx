import { LinkButton } from '../components/ui';
import * as commonContent from '../content/funding/common';
import * as schemeContent from '../content/funding/sisfs';

import {
  AboutSection,
  ContactSection,
  FeatureGrid,
  SchemeHeroBand,
  UsesSection,
} from '../features/funding';
import { useContent } from '../lib/i18n';
import { pageMeta } from './page-meta';
import type { Route } from './+types/scheme-sisfs';
import { isExternal } from '../lib/links';

export const meta: Route.MetaFunction = () =>
  pageMeta('funding/sisfs', schemeContent, (c) => c.sisfs.meta);

export default function Sisfs() {
  const { schemeUi: ui } = useContent('funding/common', commonContent);
  const { sisfs: page } = useContent('funding/sisfs', schemeContent);
  return (
    <>
      <SchemeHeroBand hero={page.hero}>
        <LinkButton to={page.applyUrl} external={isExternal(page.applyUrl)} variant="accent" size="lg">
          {ui.applyNow}
        </LinkButton>
        <p className="basis-full text-sm text-brand-100">{page.applyNote}</p>
      </SchemeHeroBand>
      <AboutSection about={page.about} />
      <FeatureGrid title={page.eligibilityTitle} items={page.eligibility} cols={4} />
      <UsesSection
        permittedTitle={page.permittedTitle}
        permitted={page.permitted}
        restrictedTitle={page.restrictedTitle}
        restricted={page.restricted}
      />
      <FeatureGrid title={page.disbursementTitle} items={page.disbursement} cols={2} tone="tint" />
      <ContactSection
        title={page.contactTitle}
        contact={page.contact}
        emailWord={ui.emailLabel}
        photoAlt={ui.photoAlt}
      />
    </>
  );
}
