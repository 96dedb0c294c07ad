import type { ReactNode } from 'react';
import { Carousel, Image } from '../../../components/ui';
import type { Slide } from '../../../content/labs/types';

export interface LabHeaderProps {
  eyebrow: string;
  title: string;
  tagline?: string;
  intro: string;
  actions?: ReactNode;
  slides: readonly Slide[];
  carouselLabel: string;
}

/** The top band of a lab page: title, intro, actions and the lab's slideshow. */
export function LabHeader({
  eyebrow,
  title,
  tagline,
  intro,
  actions,
  slides,
  carouselLabel,
}: LabHeaderProps) {
  return (
    <section aria-labelledby="lab-title" className="bg-brand-900 text-white">
      <div className="container-page grid items-center gap-10 py-14 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-[0.18em] text-accent-300 uppercase">
            {eyebrow}
          </p>
          <h1 id="lab-title" className="text-4xl font-extrabold sm:text-5xl">
            {title}
          </h1>
          {tagline && <p className="mt-4 text-xl font-semibold text-accent-300">{tagline}</p>}
          <p className="mt-4 max-w-xl text-lg text-brand-100">{intro}</p>
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        <SlideShow slides={slides} label={carouselLabel} />
      </div>
    </section>
  );
}

export function SlideShow({ slides, label }: { slides: readonly Slide[]; label: string }) {
  return (
    <Carousel
      label={label}
      controlsPlacement="overlay"
      className="overflow-hidden rounded-[var(--radius-card)] shadow-[var(--shadow-lift)]"
      slides={slides.map((slide, index) => (
        <figure key={slide.title} className="relative">
          <Image
            src={slide.imageUrl}
            alt=""
            className="aspect-[16/10] w-full object-cover"
            loading={index === 0 ? 'eager' : 'lazy'}
          />
          <figcaption className="absolute inset-x-0 top-0 bg-gradient-to-b from-ink-900/85 to-transparent p-5 pb-10 text-white">
            <p className="text-lg font-bold">{slide.title}</p>
            <p className="text-sm text-white">{slide.description}</p>
          </figcaption>
        </figure>
      ))}
    />
  );
}
