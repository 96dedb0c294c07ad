import { CarouselHero } from '../components/layout/carousel-hero';
import { Card, Image, Section } from '../components/ui';
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
      <CarouselHero id="design-studio-title" title={content.title} content={content} />

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
