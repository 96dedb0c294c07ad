import { Link } from 'react-router';
import { CarouselHero } from '../components/ui/carousel-hero';
import { buttonClasses, Card, Image, Section } from '../components/ui';
import * as communityContent from '../content/community';

import { useContent, useFormat } from '../lib/i18n';
import { pageMeta } from './page-meta';
import type { Route } from './+types/community';
import { hasTarget } from '../lib/links';

export const meta: Route.MetaFunction = () =>
  pageMeta('community', communityContent, (c) => c.community.meta);

export default function Community() {
  const { community: text } = useContent('community', communityContent);
  const format = useFormat();
  return (
    <>
      <CarouselHero id="community-title" title={text.title} content={text} />

      <Section title={text.flagshipTitle} tone="white">
        <ul className="grid gap-6 md:grid-cols-3">
          {text.flagship.map((event) => (
            <Card as="li" key={event.title} className="flex flex-col">
              <Image src={event.image} alt="" className="aspect-[16/10] w-full object-cover" />
              <div className="flex flex-1 flex-col p-6">
                <div className="flex items-center gap-3">
                  <Image src={event.logo} alt="" className="size-12 rounded-xl" />
                  <h3 className="text-xl font-semibold">{event.title}</h3>
                </div>
                <p className="mt-3 text-ink-600">{event.description}</p>
                <div className="mt-auto pt-5">
                  {event.external && !hasTarget(event.link) ? null : event.external ? (
                    <a
                      href={event.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={text.ui.knowMoreAbout(event.title)}
                      className={buttonClasses('outline', 'sm')}
                    >
                      {text.ui.knowMore}
                    </a>
                  ) : (
                    <Link
                      to={event.link}
                      aria-label={text.ui.knowMoreAbout(event.title)}
                      className={buttonClasses('outline', 'sm')}
                    >
                      {text.ui.knowMore}
                    </Link>
                  )}
                </div>
              </div>
            </Card>
          ))}
        </ul>
      </Section>

      <Section title={text.activitiesTitle}>
        <ul className="space-y-12">
          {text.activities.map((activity) => (
            <li key={activity.title} className="grid items-center gap-6 lg:grid-cols-[2fr_3fr]">
              <div>
                <h3 className="text-2xl font-bold">{activity.title}</h3>
                <p className="mt-3 text-lg text-ink-600">{activity.description}</p>
              </div>
              <div className="grid grid-cols-3 gap-3">
                {activity.images.map((image, index) => (
                  <Image
                    key={image}
                    src={image}
                    alt={text.ui.photoAlt(activity.title, format.digits(index + 1))}
                    className="aspect-square w-full rounded-2xl object-cover"
                  />
                ))}
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={text.communitiesTitle} tone="white">
        <ul className="grid gap-8 md:grid-cols-3">
          {text.communities.map((group) => (
            <li key={group.title}>
              <div className="grid grid-cols-2 gap-2">
                {group.images.map((image) => (
                  <Image
                    key={image}
                    src={image}
                    alt=""
                    className="aspect-square w-full rounded-2xl object-cover"
                  />
                ))}
              </div>
              <h3 className="mt-5 text-2xl font-bold">{group.title}</h3>
              <p className="mt-2 text-ink-600">{group.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={text.partner.title} intro={text.partner.text} tone="brand">
        <div className="text-center">
          <a href={text.partner.actionHref} className={buttonClasses('accent', 'lg')}>
            {text.partner.action}
          </a>
          <p className="mt-6 text-brand-100">
            {text.partner.emailLabel}{' '}
            <a
              href={`mailto:${text.partner.email}`}
              className="font-semibold text-white underline underline-offset-4"
            >
              {text.partner.email}
            </a>
          </p>
        </div>
      </Section>
    </>
  );
}
