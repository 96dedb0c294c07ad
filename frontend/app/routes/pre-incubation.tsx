import { Link } from 'react-router';
import { Card, Image, LinkButton, Section } from '../components/ui';
import * as commonContent from '../content/funding/common';
import * as preIncubationContent from '../content/funding/pre-incubation';

import { FeatureGrid, StepsSection } from '../features/funding';
import { useContent } from '../lib/i18n';
import { pageMeta } from './page-meta';
import type { Route } from './+types/pre-incubation';

export const meta: Route.MetaFunction = () =>
  pageMeta('funding/pre-incubation', preIncubationContent, (c) => c.preIncubation.meta);

export default function PreIncubation() {
  const { schemeUi } = useContent('funding/common', commonContent);
  const { preIncubation: page } = useContent('funding/pre-incubation', preIncubationContent);
  return (
    <>
      <section aria-labelledby="pre-incubation-title" className="bg-brand-900 text-white">
        <div className="container-page grid items-center gap-10 py-16 lg:grid-cols-2 lg:py-20">
          <div>
            <p className="text-sm font-semibold tracking-[0.18em] text-accent-300 uppercase">
              {page.hero.eyebrow}
            </p>
            <h1 id="pre-incubation-title" className="mt-3 text-4xl font-extrabold sm:text-5xl">
              {page.hero.title}
            </h1>
            <p className="mt-4 max-w-xl text-lg text-brand-100">{page.hero.tagline}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <LinkButton to={page.applyTo} variant="accent" size="lg">
                {page.ui.apply}
              </LinkButton>
              <LinkButton to={page.allSchemesTo} variant="light" size="lg">
                {page.ui.allSchemes}
              </LinkButton>
            </div>
          </div>
          <Image
            src={page.hero.image}
            alt=""
            loading="eager"
            className="aspect-[16/10] w-full rounded-[var(--radius-card)] object-cover"
          />
        </div>
      </section>
      <FeatureGrid title={page.offerTitle} items={page.offer} />
      <StepsSection title={page.journeyTitle} steps={page.journey} stepWord={schemeUi.step} />
      <Section title={page.programsTitle} intro={page.programsIntro} tone="white">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {page.programs.map((program) => (
            <Card as="li" key={program.title} interactive className="relative p-6">
              <Image src={program.logo} alt="" className="size-14 rounded-xl" />
              <h3 className="mt-4 text-lg font-semibold">
                <Link to={program.to} className="after:absolute after:inset-0 hover:text-brand-700">
                  {program.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-ink-600">{program.description}</p>
            </Card>
          ))}
        </ul>
      </Section>
    </>
  );
}
