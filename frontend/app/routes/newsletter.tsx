import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArchiveNote, buttonClasses, Card, Image, OutLink, Picture } from '../components/ui';
import { cn } from '../components/ui/cn';
import * as newsletterContent from '../content/newsletter';

import { localFigure } from '../features/about';
import { useContent, useFormat } from '../lib/i18n';
import { hasTarget } from '../lib/links';
import { pageMeta } from './page-meta';
import type { Route } from './+types/newsletter';

export const meta: Route.MetaFunction = () =>
  pageMeta('newsletter', newsletterContent, (c) => c.newsletter.meta);

const tones = ['bg-white', 'bg-paper', 'bg-brand-50'] as const;

/** One of the fourteen stacked sections of the newsletter. */
function Block({
  id,
  index,
  title,
  children,
}: {
  id: string;
  index: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-newsletter-section
      className={cn('py-14 sm:py-16', tones[index % tones.length])}
    >
      <div className="container-page">
        <h2 id={`${id}-title`} className="mb-8 text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function TextWithImage({
  text,
  image,
  children,
}: {
  text: string;
  image: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid items-center gap-8 lg:grid-cols-2">
      <div>
        <p className="text-lg text-ink-600">{text}</p>
        {children}
      </div>
      <Image
        src={image}
        alt=""
        className="aspect-[16/10] w-full rounded-[var(--radius-card)] object-cover"
      />
    </div>
  );
}

export default function Newsletter() {
  const { newsletter: c } = useContent('newsletter', newsletterContent);
  const format = useFormat();
  return (
    <>
      <section
        id="highlights"
        aria-labelledby="highlights-title"
        data-newsletter-section
        className="bg-brand-900 py-16 text-white sm:py-20"
      >
        <div className="container-page">
          <ArchiveNote ended={c.periodEnded} tone="dark">
            {c.archiveNote}
          </ArchiveNote>
          <p className="text-sm font-semibold tracking-[0.18em] text-accent-300 uppercase">
            {c.highlights.eyebrow}
          </p>
          <h1 id="highlights-title" className="mt-3 text-4xl font-extrabold sm:text-5xl">
            {c.highlights.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-100">{c.highlights.text}</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {c.highlights.points.map((point) => (
              <li key={point} className="rounded-2xl bg-white/10 p-4 font-semibold">
                {point}
              </li>
            ))}
          </ul>
          <a href={c.download.href} download className={buttonClasses('accent', 'lg', 'mt-8')}>
            {c.download.label}
          </a>
        </div>
      </section>

      <Block id="global-learning" index={1} title={c.globalLearning.title}>
        <TextWithImage text={c.globalLearning.text} image={c.globalLearning.image} />
      </Block>

      <Block id="xr" index={2} title={c.xr.title}>
        <TextWithImage text={c.xr.text} image={c.xr.image}>
          <dl className="mt-6 grid grid-cols-3 gap-3">
            {c.xr.figures.map((figure) => (
              <div
                key={figure.label}
                className="flex flex-col-reverse rounded-2xl bg-white p-4 text-center ring-1 ring-ink-100"
              >
                <dt className="text-sm text-ink-600">{figure.label}</dt>
                <dd className="text-xl font-bold text-brand-700">
                  {localFigure(format, figure.value)}
                  {figure.unit && ` ${figure.unit}`}
                </dd>
              </div>
            ))}
          </dl>
        </TextWithImage>
      </Block>

      <Block id="partners" index={3} title={c.partners.title}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {c.partners.items.map((partner) => (
            <Card as="li" key={partner.name} className="p-6">
              <h3 className="text-lg font-semibold">{partner.name}</h3>
              <p className="mt-2 text-ink-600">{partner.text}</p>
            </Card>
          ))}
        </ul>
      </Block>

      <Block id="excellence" index={4} title={c.excellence.title}>
        <TextWithImage text={c.excellence.text} image={c.excellence.image} />
      </Block>

      <Block id="funding-startups" index={5} title={c.fundingStartups.title}>
        <p className="mb-6 text-lg text-ink-600">{c.fundingStartups.intro}</p>
        <ul aria-label={c.fundingStartups.intro} className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {c.fundingStartups.tiles.map((tile) => (
            <Card as="li" key={tile.name} className="p-5 text-center">
              <Image
                src={tile.logo}
                alt={c.ui.logoAlt(tile.name)}
                className="mx-auto size-14 rounded-xl"
              />
              <h3 className="mt-3 font-semibold">{tile.name}</h3>
              <p className="text-xl font-bold text-brand-700">{localFigure(format, tile.amount)}</p>
              <p className="text-sm text-ink-600">{tile.note}</p>
            </Card>
          ))}
        </ul>
      </Block>

      <Block id="spotlight" index={6} title={c.spotlight.title}>
        <TextWithImage text={c.spotlight.text} image={c.spotlight.image}>
          <figure className="mt-6 border-l-4 border-accent-400 pl-4">
            <blockquote className="text-lg font-medium">{c.spotlight.quote}</blockquote>
            <figcaption className="mt-2 text-sm text-ink-600">{c.spotlight.quoteBy}</figcaption>
          </figure>
        </TextWithImage>
      </Block>

      <Block id="grants" index={7} title={c.grants.title}>
        <p className="mb-6 text-lg text-ink-600">{c.grants.intro}</p>
        <ul aria-label={c.grants.intro} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {c.grants.tiles.map((tile) => (
            <Card as="li" key={tile.name} className="p-5">
              <h3 className="font-semibold">{tile.name}</h3>
              <p className="mt-1 text-2xl font-bold text-brand-700">
                {localFigure(format, tile.amount)}
              </p>
              <p className="text-sm text-ink-600">{tile.grantType}</p>
            </Card>
          ))}
        </ul>
      </Block>

      <Block id="festival" index={8} title={c.festival.title}>
        <TextWithImage text={c.festival.text} image={c.festival.image}>
          <Link to={c.festival.to} className={buttonClasses('primary', 'md', 'mt-6')}>
            {c.festival.link}
          </Link>
        </TextWithImage>
      </Block>

      <Block id="events" index={9} title={c.photos.title}>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
          {c.photos.items.map((photo) => (
            <li key={photo.id}>
              <Picture
                kind="events"
                id={photo.id}
                glyph={photo.glyph}
                alt={photo.alt}
                width={480}
                height={360}
                sizes="(min-width: 1024px) 33vw, 50vw"
                className="aspect-[4/3] h-auto w-full rounded-2xl object-cover"
              />
            </li>
          ))}
        </ul>
      </Block>

      <Block id="media" index={10} title={c.media.title}>
        <div className="space-y-6">
          {c.media.rows.map((row, rowIndex) => (
            <ul key={rowIndex} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {row.map((item) => (
                <Card as="li" key={item.headline} interactive className="relative flex flex-col">
                  <Image src={item.image} alt="" className="aspect-[16/9] w-full object-cover" />
                  <div className="flex flex-1 flex-col p-4">
                    <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
                      {item.outlet} · {format.date(item.date)}
                    </p>
                    <h3 className="mt-2 font-semibold">
                      <OutLink
                        href={item.link}
                        className="after:absolute after:inset-0 hover:text-brand-700"
                      >
                        {item.headline}
                      </OutLink>
                    </h3>
                    {hasTarget(item.link) && (
                      <p
                        aria-hidden="true"
                        className="mt-auto pt-3 text-sm font-semibold text-brand-700"
                      >
                        {c.media.read} →
                      </p>
                    )}
                  </div>
                </Card>
              ))}
            </ul>
          ))}
        </div>
      </Block>

      <Block id="milestones" index={11} title={c.milestones.title}>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {c.milestones.items.map((item) => (
            <div
              key={item.label}
              className="flex flex-col-reverse rounded-2xl bg-brand-900 p-6 text-center text-white"
            >
              <dt className="mt-1 text-brand-100">{item.label}</dt>
              <dd className="text-3xl font-extrabold text-accent-300">
                {localFigure(format, item.value)}
                {item.unit && ` ${item.unit}`}
              </dd>
            </div>
          ))}
        </dl>
      </Block>

      <Block id="monitoring" index={12} title={c.monitoring.title}>
        <p className="mb-8 max-w-4xl text-lg text-ink-600">{c.monitoring.text}</p>
        <ul aria-label={c.monitoring.title} className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {c.monitoring.photos.map((photo) => (
            <li key={photo.src}>
              <Image
                src={photo.src}
                alt={photo.alt}
                className="aspect-square w-full rounded-2xl object-cover"
              />
            </li>
          ))}
        </ul>
      </Block>

      <Block id="visit-notes" index={13} title={c.visitNotes.title}>
        <ul className="space-y-4">
          {c.visitNotes.items.map((note) => (
            <Card as="li" key={note.title} className="grid gap-6 p-6 md:grid-cols-2">
              <div>
                <h3 className="text-lg font-semibold">{note.title}</h3>
                <p className="mt-1 text-ink-600">{note.description}</p>
              </div>
              <div>
                <h3 className="text-lg font-semibold">{note.title2}</h3>
                <p className="mt-1 text-ink-600">{note.description2}</p>
              </div>
            </Card>
          ))}
        </ul>
      </Block>
    </>
  );
}
