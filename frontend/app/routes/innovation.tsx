import { Card, Carousel, Image, LinkButton, Section } from '../components/ui';
import { innovation as content } from '../content/innovation';
import { site } from '../content/site';
import { InnovationProjects, MegaProjects } from '../features/innovation';
import type { Route } from './+types/innovation';

export const meta: Route.MetaFunction = () => [
  { title: `${content.meta.title} | ${site.name}` },
  { name: 'description', content: content.meta.description },
];

export default function Innovation() {
  return (
    <>
      <section aria-labelledby="innovation-title" className="bg-brand-900 pb-12 text-white">
        <div className="container-page pt-14 text-center">
          <h1 id="innovation-title" className="text-4xl font-extrabold sm:text-5xl">
            {content.heading}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{content.intro}</p>
        </div>
        <div className="container-page mt-10">
          <Carousel
            label={content.ui.carouselLabel}
            controlsPlacement="overlay"
            slides={content.slides.map((slide) => (
              <div key={slide.title} className="relative overflow-hidden rounded-[var(--radius-card)]">
                <Image src={slide.image} alt="" loading="eager" className="aspect-[4/5] w-full object-cover sm:aspect-[16/7]" />
                <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-ink-900/90 via-ink-900/50 to-transparent p-6 pb-20 sm:p-10 sm:pb-20">
                  <h2 className="text-3xl font-bold sm:text-4xl">{slide.title}</h2>
                  <p className="mt-3 max-w-2xl text-white">{slide.description}</p>
                </div>
              </div>
            ))}
          />
        </div>
      </section>

      <Section title={content.tagline.title} intro={content.tagline.text} tone="white">
        <ul className="grid gap-6 md:grid-cols-3">
          {content.pillars.map((pillar) => (
            <Card as="li" key={pillar.title}>
              <Image src={pillar.image} alt="" className="aspect-[16/10] w-full object-cover" />
              <div className="p-6">
                <h3 className="text-xl font-semibold">{pillar.title}</h3>
                <p className="mt-2 text-ink-600">{pillar.description}</p>
              </div>
            </Card>
          ))}
        </ul>
      </Section>

      <Section title={content.mega.title} eyebrow={content.mega.subtitle} intro={content.mega.intro} id="mega-projects">
        <MegaProjects teams={content.mega.teams} label={content.ui.knowMore} knowMore={content.ui.knowMoreAbout} photoAlt={content.ui.photoAlt} />
      </Section>

      <Section title={content.projectsTitle} intro={content.projectsIntro} tone="tint" id="innovation-projects">
        <InnovationProjects
          projects={content.projects}
          categories={content.categories}
          pageSize={content.pageSize}
          readMoreWords={content.readMoreWords}
          ui={content.ui}
        />
      </Section>

      <Section title={content.cta.title} intro={content.cta.text} tone="brand">
        <div className="text-center">
          <LinkButton to={content.cta.to} variant="accent" size="lg">
            {content.cta.action}
          </LinkButton>
        </div>
      </Section>
    </>
  );
}
