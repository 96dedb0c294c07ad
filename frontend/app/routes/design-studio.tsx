import { Card, Carousel, Image, Section } from '../components/ui';
import { designStudio as content } from '../content/design-studio';
import { site } from '../content/site';
import { ClientsGrid, PortfolioList } from '../features/design';
import type { Route } from './+types/design-studio';

export const meta: Route.MetaFunction = () => [
  { title: `${content.meta.title} | ${site.name}` },
  { name: 'description', content: content.meta.description },
];

export default function DesignStudio() {
  return (
    <>
      <section aria-labelledby="design-studio-title" className="bg-brand-900 pb-12 text-white">
        <div className="container-page pt-14 text-center">
          <h1 id="design-studio-title" className="text-4xl font-extrabold sm:text-5xl">
            {content.title}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{content.intro}</p>
        </div>
        <div className="container-page mt-10">
          <Carousel
            label={content.carouselLabel}
            controlsPlacement="overlay"
            slides={content.slides.map((slide) => (
              <figure key={slide.title} className="relative overflow-hidden rounded-[var(--radius-card)]">
                <Image src={slide.image} alt="" loading="eager" className="aspect-[4/3] w-full object-cover sm:aspect-[16/6]" />
                <figcaption className="absolute top-4 left-4 rounded-full bg-ink-900/75 px-4 py-2 text-sm font-semibold text-white">{slide.title}</figcaption>
              </figure>
            ))}
          />
        </div>
      </section>

      <Section title={content.servicesTitle} tone="white">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {content.services.map((service) => (
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

      <Section title={content.clientsTitle}>
        <ClientsGrid clients={content.clients} first={content.clientsFirst} step={content.clientsStep} label={content.ui.clientsList} viewMore={content.ui.viewMore} logoAlt={content.ui.logoAlt} />
      </Section>

      <Section title={content.portfolioTitle} tone="tint" id="portfolio">
        <PortfolioList projects={content.portfolio} pageSize={content.pageSize} scrollDelayMs={content.scrollDelayMs} ui={content.ui} />
      </Section>
    </>
  );
}
