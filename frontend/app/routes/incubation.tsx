import { Card, Carousel, Image, LinkButton, Section } from '../components/ui';
import * as incubationContent from '../content/incubation';

import { PortfolioSection } from '../features/portfolio';
import { useContent } from '../lib/i18n';
import { pageMeta } from './page-meta';
import type { Route } from './+types/incubation';

export const meta: Route.MetaFunction = () =>
  pageMeta('incubation', incubationContent, (c) => c.incubation.meta);

export default function Incubation() {
  const { incubation: page } = useContent('incubation', incubationContent);
  return (
    <>
      <section aria-labelledby="incubation-title" className="bg-brand-900 pb-12 text-white">
        <div className="container-page pt-14 text-center">
          <p className="text-sm font-semibold tracking-[0.18em] text-accent-300 uppercase">
            {page.hero.eyebrow}
          </p>
          <h1
            id="incubation-title"
            className="mx-auto mt-3 max-w-4xl text-4xl font-extrabold sm:text-5xl"
          >
            {page.hero.title}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{page.hero.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <LinkButton to={page.apply.to} variant="accent" size="lg">
              {page.apply.label}
            </LinkButton>
            <LinkButton to={page.brochure.href} download variant="light" size="lg">
              {page.brochure.label}
            </LinkButton>
          </div>
        </div>
        <div className="container-page mt-10">
          <Carousel
            label={page.carouselLabel}
            controlsPlacement="overlay"
            slides={page.slides.map((slide) => (
              <figure
                key={slide.title}
                className="relative overflow-hidden rounded-[var(--radius-card)]"
              >
                <Image
                  src={slide.image}
                  alt=""
                  loading="eager"
                  className="aspect-[4/3] w-full object-cover sm:aspect-[16/6]"
                />
                <figcaption className="absolute top-4 left-4 rounded-full bg-ink-900/75 px-4 py-2 text-sm font-semibold text-white">
                  {slide.title}
                </figcaption>
              </figure>
            ))}
          />
        </div>
      </section>

      <Section title={page.intro.title} tone="white">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-ink-600">
            {page.intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Image
            src={page.intro.image}
            alt={page.intro.imageAlt}
            className="aspect-[16/10] w-full rounded-[var(--radius-card)] object-cover"
          />
        </div>
      </Section>

      <Section title={page.servicesTitle} intro={page.servicesIntro} id="services">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {page.services.map((service) => (
            <Card as="li" key={service.title}>
              <Image src={service.image} alt="" className="aspect-[16/10] w-full object-cover" />
              <div className="p-5">
                <h3 className="text-lg font-semibold">{service.title}</h3>
                <p className="mt-2 text-sm text-ink-600">{service.description}</p>
              </div>
            </Card>
          ))}
        </ul>
      </Section>

      <PortfolioSection />

      <Section title={page.closing.title} intro={page.closing.text} tone="brand">
        <div className="text-center">
          <LinkButton to={page.apply.to} variant="accent" size="lg">
            {page.apply.label}
          </LinkButton>
        </div>
      </Section>
    </>
  );
}
