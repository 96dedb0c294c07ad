import { Link } from 'react-router';
import { CarouselHero } from '../components/ui/carousel-hero';
import { Card, Image, Section } from '../components/ui';
import * as designContent from '../content/design';

import { useContent } from '../lib/i18n';
import { pageMeta } from './page-meta';
import type { Route } from './+types/design';
import { hasTarget } from '../lib/links';

export const meta: Route.MetaFunction = () =>
  pageMeta('design', designContent, (c) => c.design.meta);

export default function Design() {
  const { design: text } = useContent('design', designContent);
  return (
    <>
      <CarouselHero id="design-title" title={text.tagline} content={text} />

      <Section aria-label={text.cards.map((card) => card.title).join(' / ')} tone="white">
        <ul className="grid gap-6 md:grid-cols-2">
          {text.cards.map((card) => (
            <Card as="li" key={card.title} interactive className="relative">
              <Image src={card.image} alt="" className="aspect-[16/8] w-full object-cover" />
              <div className="p-6">
                <h2 className="text-2xl font-bold">
                  {card.external && !hasTarget(card.to) ? (
                    card.title
                  ) : card.external ? (
                    <a
                      href={card.to}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="after:absolute after:inset-0 hover:text-brand-700"
                    >
                      {card.title}
                    </a>
                  ) : (
                    <Link
                      to={card.to}
                      className="after:absolute after:inset-0 hover:text-brand-700"
                    >
                      {card.title}
                    </Link>
                  )}
                </h2>
                <p className="mt-2 text-ink-600">{card.description}</p>
                <p aria-hidden="true" className="mt-4 font-semibold text-brand-700">
                  {card.action} →
                </p>
              </div>
            </Card>
          ))}
        </ul>
      </Section>

      <Section title={text.offeringsTitle}>
        <ul className="grid gap-6 md:grid-cols-3">
          {text.offerings.map((offering) => (
            <Card as="li" key={offering.title} className="flex flex-col">
              <Image src={offering.image} alt="" className="aspect-[16/10] w-full object-cover" />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-semibold text-brand-600">
                  {text.ui.duration}: {offering.duration}
                </p>
                <h3 className="mt-1 text-xl font-semibold">{offering.title}</h3>
                <p className="mt-2 text-ink-600">{offering.description}</p>
                {offering.instructor && (
                  <p className="mt-3 text-sm text-ink-700">
                    {text.ui.instructor}:{' '}
                    <span className="font-semibold">{offering.instructor}</span>
                  </p>
                )}
                <a
                  href={offering.enrollLink}
                  aria-label={text.ui.enrollFor(offering.title)}
                  className="mt-auto self-start pt-5 font-semibold text-brand-700 underline underline-offset-4"
                >
                  {text.ui.enroll}
                </a>
              </div>
            </Card>
          ))}
        </ul>
      </Section>

      <Section title={text.pastTitle} tone="tint">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {text.past.map((workshop) => (
            <Card as="li" key={workshop.title}>
              <Image src={workshop.image} alt="" className="aspect-[16/10] w-full object-cover" />
              <div className="p-5">
                <p className="text-sm text-ink-600">{workshop.date}</p>
                <h3 className="mt-1 text-lg font-semibold">{workshop.title}</h3>
                <p className="mt-2 text-sm text-ink-600">{workshop.description}</p>
              </div>
            </Card>
          ))}
        </ul>
      </Section>
    </>
  );
}
