import { CarouselHero } from '../components/ui/carousel-hero';
import { Card, Image, Section } from '../components/ui';
import * as designStudioContent from '../content/design-studio';

import { ClientsGrid, PortfolioList } from '../features/design';
import { useContent } from '../lib/i18n';
import { pageMeta } from './page-meta';
import type { Route } from './+types/design-studio';

export const meta: Route.MetaFunction = () =>
  pageMeta('design-studio', designStudioContent, (c) => c.designStudio.meta);

export default function DesignStudio() {
  const { designStudio: text } = useContent('design-studio', designStudioContent);
  return (
    <>
      <CarouselHero id="design-studio-title" title={text.title} content={text} />

      <Section title={text.servicesTitle} tone="white">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {text.services.map((service) => (
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

      <Section title={text.clientsTitle}>
        <ClientsGrid
          clients={text.clients}
          first={text.clientsFirst}
          step={text.clientsStep}
          label={text.ui.clientsList}
          viewMore={text.ui.viewMore}
          logoAlt={text.ui.logoAlt}
        />
      </Section>

      <Section title={text.portfolioTitle} tone="tint" id="portfolio">
        <PortfolioList
          projects={text.portfolio}
          pageSize={text.pageSize}
          scrollDelayMs={text.scrollDelayMs}
          ui={text.ui}
        />
      </Section>
    </>
  );
}
