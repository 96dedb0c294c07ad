import { Card, LinkButton, Section } from '../components/ui';
import * as commonContent from '../content/funding/common';
import * as schemeContent from '../content/funding/nidhi-sss';

import {
  AboutSection,
  CheckList,
  ContactSection,
  FaqSection,
  FeatureGrid,
  FiguresSection,
  PeopleGrid,
  SchemeHeroBand,
} from '../features/funding';
import { useContent, useFormat } from '../lib/i18n';
import { pageMeta } from './page-meta';
import type { Route } from './+types/scheme-nidhi-sss';
import { isExternal } from '../lib/links';

export const meta: Route.MetaFunction = () =>
  pageMeta('funding/nidhi-sss', schemeContent, (c) => c.nidhiSss.meta);

export default function NidhiSss() {
  const { schemeUi: ui } = useContent('funding/common', commonContent);
  const { nidhiSss: page } = useContent('funding/nidhi-sss', schemeContent);
  const format = useFormat();
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
      <PeopleGrid title={page.investorsTitle} people={page.investors} photoAlt={ui.photoAlt} />
      <Section title={page.fundingStructureTitle} tone="tint">
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.fundingStructure.map((item) => (
            <Card as="div" key={item.label} className="flex flex-col-reverse p-6">
              <dt className="mt-2 text-ink-600">{item.label}</dt>
              <dd className="text-2xl font-bold text-brand-700">{format.digits(item.stat)}</dd>
            </Card>
          ))}
        </dl>
      </Section>
      <Section aria-label={`${page.targetSectorsTitle} / ${page.supportTitle}`} tone="white">
        <div className="grid gap-6 md:grid-cols-2">
          <Card className="p-6 sm:p-8">
            <h2 className="mb-6 text-2xl font-bold sm:text-3xl">{page.targetSectorsTitle}</h2>
            <ul className="flex flex-wrap gap-2">
              {page.targetSectors.map((sector) => (
                <li
                  key={sector}
                  className="rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800"
                >
                  {sector}
                </li>
              ))}
            </ul>
          </Card>
          <Card className="p-6 sm:p-8">
            <h2 className="mb-6 text-2xl font-bold sm:text-3xl">{page.supportTitle}</h2>
            <CheckList items={page.support} />
          </Card>
        </div>
      </Section>
      <FiguresSection title={page.successTitle} figures={page.success} />
      <FaqSection title={ui.faq} faqs={page.faqs} />
      <ContactSection
        title={page.contactTitle}
        contact={page.contact}
        emailWord={ui.emailLabel}
        photoAlt={ui.photoAlt}
      />
    </>
  );
}
