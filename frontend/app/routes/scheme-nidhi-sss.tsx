import { Card, LinkButton, Section } from '../components/ui';
import { schemeUi as ui } from '../content/funding/common';
import { nidhiSss as content } from '../content/funding/nidhi-sss';
import { site } from '../content/site';
import { AboutSection, CheckList, ContactSection, FaqSection, FeatureGrid, FiguresSection, PeopleGrid, SchemeHeroBand } from '../features/funding';
import type { Route } from './+types/scheme-nidhi-sss';

export const meta: Route.MetaFunction = () => [
  { title: `${content.meta.title} | ${site.name}` },
  { name: 'description', content: content.meta.description },
];

export default function NidhiSss() {
  return (
    <>
      <SchemeHeroBand hero={content.hero}>
        <LinkButton to={content.applyUrl} external variant="accent" size="lg">
          {ui.applyNow}
        </LinkButton>
        <LinkButton to={content.eligibilityPdf} download variant="light" size="lg">
          {ui.eligibilityPdf}
        </LinkButton>
      </SchemeHeroBand>
      <AboutSection about={content.about} />
      <FeatureGrid title={content.featuresTitle} items={content.features} />
      <PeopleGrid title={content.investorsTitle} people={content.investors} photoAlt={ui.photoAlt} />
      <Section title={content.fundingStructureTitle} tone="tint">
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.fundingStructure.map((item) => (
            <Card as="div" key={item.label} className="flex flex-col-reverse p-6">
              <dt className="mt-2 text-ink-600">{item.label}</dt>
              <dd className="text-2xl font-bold text-brand-700">{item.value}</dd>
            </Card>
          ))}
        </dl>
      </Section>
      <Section aria-label={`${content.targetSectorsTitle} / ${content.supportTitle}`} tone="white">
        <div className="grid gap-6 md:grid-cols-2">
          <Card className="p-6 sm:p-8">
            <h2 className="mb-6 text-2xl font-bold sm:text-3xl">{content.targetSectorsTitle}</h2>
            <ul className="flex flex-wrap gap-2">
              {content.targetSectors.map((sector) => (
                <li key={sector} className="rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800">
                  {sector}
                </li>
              ))}
            </ul>
          </Card>
          <Card className="p-6 sm:p-8">
            <h2 className="mb-6 text-2xl font-bold sm:text-3xl">{content.supportTitle}</h2>
            <CheckList items={content.support} />
          </Card>
        </div>
      </Section>
      <FiguresSection title={content.successTitle} figures={content.success} />
      <FaqSection title={ui.faq} faqs={content.faqs} />
      <ContactSection title={content.contactTitle} contact={content.contact} emailWord={ui.email} photoAlt={ui.photoAlt} />
    </>
  );
}
