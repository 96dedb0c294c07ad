import type { ReactNode } from 'react';
import { ArchiveNote, buttonClasses, Image } from '../components/ui';
import { cn } from '../components/ui/cn';
import { dayIsAhead } from '../config/build-info';
import * as festivalContent from '../content/festival';
import {
  FESTIVAL_SECTIONS,
  type FestivalFigure,
  type FestivalSectionId,
} from '../content/festival';
import { DotNav, ParticleField } from '../features/festival';
import { useContent, useFormat } from '../lib/i18n';
import { pageMeta } from './page-meta';
import type { Route } from './+types/festival';

export const meta: Route.MetaFunction = () =>
  pageMeta('festival', festivalContent, (c) => c.festival.meta);

function Band({
  id,
  title,
  children,
  className,
}: {
  id: FestivalSectionId;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn('relative scroll-mt-20 py-20 sm:py-24', className)}
    >
      <div className="container-page relative md:pr-16">
        <h2 id={`${id}-title`} className="mb-8 text-3xl font-bold text-white sm:text-4xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function Figures({ figures, cols = 3 }: { figures: readonly FestivalFigure[]; cols?: 3 | 6 }) {
  const format = useFormat();
  return (
    <dl className={cn('grid gap-4 sm:grid-cols-3', cols === 6 && 'lg:grid-cols-6')}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col-reverse rounded-2xl bg-white/10 p-5 text-center ring-1 ring-white/15"
        >
          <dt className="mt-1 text-sm text-brand-100">{figure.label}</dt>
          <dd className="text-3xl font-extrabold text-accent-300">
            {figure.unit
              ? `${format.digits(figure.value)} ${figure.unit}`
              : format.digits(figure.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export default function Festival() {
  const { festival: text } = useContent('festival', festivalContent);
  const { hero, vision, sustainability, speakers, bioFashion, artHive, moments, story } = text;
  const actions = (
    <div className="flex flex-wrap gap-3">
      <a href={hero.actions.report.href} download className={buttonClasses('accent', 'lg')}>
        {hero.actions.report.label}
      </a>
      {/* Nobody is invited to an edition that is not announced or already over. */}
      {dayIsAhead(text.nextEditionStarts) && (
        <a href={hero.actions.preRegister.href} className={buttonClasses('light', 'lg')}>
          {hero.actions.preRegister.label}
        </a>
      )}
      <a href={hero.actions.partner.href} className={buttonClasses('light', 'lg')}>
        {hero.actions.partner.label}
      </a>
    </div>
  );
  return (
    <div className="relative overflow-hidden bg-brand-900 text-white">
      <ParticleField count={text.particleCount} />
      <DotNav label={text.nav.label} ids={FESTIVAL_SECTIONS} labels={text.nav.items} />

      <section
        id="hero"
        aria-labelledby="hero-title"
        className="relative scroll-mt-20 py-24 sm:py-32"
      >
        <div className="container-page relative">
          <ArchiveNote ended={text.ended} tone="dark">
            {text.archiveNote}
          </ArchiveNote>
          <p className="text-sm font-semibold tracking-[0.18em] text-accent-300 uppercase">
            {hero.eyebrow}
          </p>
          <h1 id="hero-title" className="mt-4 max-w-4xl text-4xl font-extrabold sm:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100">{hero.tagline}</p>
          <div className="mt-10">{actions}</div>
        </div>
      </section>

      <Band id="vision" title={vision.title}>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-brand-100">
            {vision.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <div className="pt-4">
              <Figures figures={vision.figures} />
            </div>
          </div>
          <Image
            src={vision.image}
            alt=""
            className="aspect-[16/10] w-full rounded-[var(--radius-card)] object-cover"
          />
        </div>
      </Band>

      <Band id="sustainability" title={sustainability.title} className="bg-white/5">
        <p className="mb-8 max-w-2xl text-lg text-brand-100">{sustainability.intro}</p>
        <Figures figures={sustainability.figures} cols={6} />
      </Band>

      <Band id="speakers" title={speakers.title}>
        <p className="mb-8 max-w-2xl text-lg text-brand-100">{speakers.intro}</p>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {speakers.people.map((person) => (
            <li
              key={person.name}
              className="rounded-[var(--radius-card)] bg-white/10 p-5 text-center ring-1 ring-white/15"
            >
              <Image
                src={person.photo}
                alt={text.ui.photoAlt(person.name)}
                className="mx-auto size-24 rounded-full object-cover"
              />
              <h3 className="mt-4 font-semibold">{person.name}</h3>
              <p className="text-sm text-brand-100">{person.role}</p>
              <p className="mt-3 text-sm text-accent-300">“{person.talk}”</p>
            </li>
          ))}
        </ul>
      </Band>

      <Band id="bio-fashion" title={bioFashion.title} className="bg-white/5">
        <p className="mb-8 max-w-3xl text-lg text-brand-100">{bioFashion.text}</p>
        <Figures figures={bioFashion.figures} />
        <div className="mt-8 grid gap-4 sm:grid-cols-3">
          {bioFashion.images.map((image) => (
            <Image
              key={image}
              src={image}
              alt=""
              className="aspect-[4/5] w-full rounded-2xl object-cover"
            />
          ))}
        </div>
      </Band>

      <Band id="art-hive" title={artHive.title}>
        <div className="grid items-center gap-8 lg:grid-cols-[2fr_3fr]">
          <p className="text-lg text-brand-100">{artHive.text}</p>
          <div className="grid grid-cols-2 gap-4">
            {artHive.images.map((image) => (
              <Image
                key={image}
                src={image}
                alt=""
                className="aspect-square w-full rounded-2xl object-cover"
              />
            ))}
          </div>
        </div>
      </Band>

      <Band id="moments" title={moments.title} className="bg-white/5">
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
          {moments.photos.map((photo) => (
            <li key={photo.src}>
              <Image
                src={photo.src}
                alt={photo.alt}
                className="aspect-[4/3] w-full rounded-2xl object-cover"
              />
            </li>
          ))}
        </ul>
      </Band>

      <Band id="story" title={story.title}>
        <div className="max-w-3xl space-y-4 text-lg text-brand-100">
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className="font-semibold text-white">{story.closing}</p>
        </div>
        <div className="mt-10">{actions}</div>
      </Band>
    </div>
  );
}
