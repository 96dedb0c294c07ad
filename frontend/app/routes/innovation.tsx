import { Card, Carousel, Image, LinkButton, Section } from '../components/ui';
import * as innovationContent from '../content/innovation';
import { InnovationProjects, MegaProjects } from '../features/innovation';
import { useContent } from '../lib/i18n';
import { pageMeta } from './page-meta';
import type { Route } from './+types/innovation';

export const meta: Route.MetaFunction = () =>
  pageMeta('innovation', innovationContent, (c) => ({
    title: c.innovation.meta.title,
    description: c.innovation.meta.description,
  }));

export default function Innovation() {
  const page = useContent('innovation', innovationContent).innovation;
  return (
    <>
      <section aria-labelledby="innovation-title" className="bg-brand-900 pb-12 text-white">
        <div className="container-page pt-14 text-center">
          <h1 id="innovation-title" className="text-4xl font-extrabold sm:text-5xl">
            {page.heading}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{page.intro}</p>
        </div>
        <div className="container-page mt-10">
          <Carousel
            label={page.ui.carouselLabel}
            controlsPlacement="overlay"
            slides={page.slides.map((slide) => (
              <div
                key={slide.image}
                className="relative overflow-hidden rounded-[var(--radius-card)]"
              >
                <Image
                  src={slide.image}
                  alt=""
                  loading="eager"
                  className="aspect-[4/5] w-full object-cover sm:aspect-[16/7]"
                />
                <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-ink-900/90 via-ink-900/50 to-transparent p-6 pb-20 sm:p-10 sm:pb-20">
                  <h2 className="text-3xl font-bold sm:text-4xl">{slide.title}</h2>
                  <p className="mt-3 max-w-2xl text-white">{slide.description}</p>
                </div>
              </div>
            ))}
          />
        </div>
      </section>

      <Section title={page.tagline.title} intro={page.tagline.text} tone="white">
        <ul className="grid gap-6 md:grid-cols-3">
          {page.pillars.map((pillar) => (
            <Card as="li" key={pillar.image}>
              <Image src={pillar.image} alt="" className="aspect-[16/10] w-full object-cover" />
              <div className="p-6">
                <h3 className="text-xl font-semibold">{pillar.title}</h3>
                <p className="mt-2 text-ink-600">{pillar.description}</p>
              </div>
            </Card>
          ))}
        </ul>
      </Section>

      <Section
        title={page.mega.title}
        eyebrow={page.mega.subtitle}
        intro={page.mega.intro}
        id="mega-projects"
      >
        <MegaProjects
          teams={page.mega.teams}
          label={page.ui.knowMore}
          knowMore={page.ui.knowMoreAbout}
          photoAlt={page.ui.photoAlt}
        />
      </Section>

      <Section
        title={page.projectsTitle}
        intro={page.projectsIntro}
        tone="tint"
        id="innovation-projects"
      >
        <InnovationProjects
          projects={page.projects}
          categories={page.categories}
          pageSize={page.pageSize}
          readMoreWords={page.readMoreWords}
          ui={page.ui}
        />
      </Section>

      <Section title={page.cta.title} intro={page.cta.text} tone="brand">
        <div className="text-center">
          <LinkButton to={page.cta.to} variant="accent" size="lg">
            {page.cta.action}
          </LinkButton>
        </div>
      </Section>
    </>
  );
}
