import { useRef, useSyncExternalStore, type PointerEvent } from 'react';
import { cn } from '../../../components/ui/cn';
import { Image } from '../../../components/ui/image';
import * as homeContent from '../../../content/home';
import {
  TESTIMONIAL_AUTOPLAY_MS,
  TESTIMONIAL_MOBILE_BREAKPOINT,
  TESTIMONIAL_RESUME_MS,
  type Testimonial,
} from '../../../content/home';
import { usePrefersReducedMotion } from '../../../hooks/use-reduced-motion';
import { useContent, useFormat } from '../../../lib/i18n';
import { useTestimonialCarousel, wrapIndex } from '../hooks/use-testimonial-carousel';
import { ScriptButton } from '../../../components/ui/button';

const WIDE_QUERY = `(min-width: ${TESTIMONIAL_MOBILE_BREAKPOINT}px)`;

const useWide = (): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(WIDE_QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );

function TestimonialCard({ item, current, photoOf }: { item: Testimonial; current: boolean; photoOf: (name: string) => string }) {
  return (
    <figure
      className={cn(
        'flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-ink-100 transition-all duration-500 sm:p-8',
        current ? 'shadow-[var(--shadow-lift)]' : 'scale-95 opacity-60',
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 text-accent-500" fill="currentColor">
        <path d="M13 7C7 9 4 13 4 19v6h9v-9H8c0-4 2-6 6-7zm15 0c-6 2-9 6-9 12v6h9v-9h-5c0-4 2-6 6-7z" />
      </svg>
      <blockquote className="mt-4 flex-1 text-ink-700 sm:text-lg">{item.quote}</blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <Image src={item.image} alt={photoOf(item.author)} width={56} height={56} className="size-14 rounded-full object-cover" />
        <div className="min-w-0 flex-1">
          <p className="font-bold">{item.author}</p>
          <p className="text-sm text-ink-600">{item.role}</p>
        </div>
        <Image src={item.companyLogo} alt="" width={48} height={48} className="size-12 rounded-xl" />
      </figcaption>
    </figure>
  );
}

/** Four founders' words. Swipe, dots or the pause control; three cards wide from 768 px. */
export function Testimonials() {
  const { homeText, testimonials } = useContent('home', homeContent);
  const text = homeText.testimonials;
  const { number } = useFormat();
  const reducedMotion = usePrefersReducedMotion();
  const wide = useWide();
  const carousel = useTestimonialCarousel({
    count: testimonials.length,
    intervalMs: TESTIMONIAL_AUTOPLAY_MS,
    resumeMs: TESTIMONIAL_RESUME_MS,
    startPaused: reducedMotion,
  });
  const drag = useRef<{ x: number; t: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.button !== 0) return;
    drag.current = { x: event.clientX, t: event.timeStamp };
    carousel.startDrag();
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>): void => {
    const start = drag.current;
    if (!start) return;
    drag.current = null;
    const dx = event.clientX - start.x;
    const seconds = Math.max((event.timeStamp - start.t) / 1000, 0.001);
    carousel.endDrag(dx, dx / seconds);
  };

  const offsets = wide ? [-1, 0, 1] : [0];

  return (
    <section aria-labelledby="home-testimonials-title" className="bg-brand-50 py-16 sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-[0.18em] text-brand-600 uppercase">{text.eyebrow}</p>
          <h2 id="home-testimonials-title" className="mt-3 text-3xl font-bold sm:text-4xl">
            {text.title}
          </h2>
        </div>
        <div
          aria-roledescription="carousel"
          aria-label={text.carousel}
          role="group"
          className="mt-10 cursor-grab touch-pan-y overflow-hidden select-none active:cursor-grabbing"
          onMouseEnter={() => carousel.setHovered(true)}
          onMouseLeave={() => carousel.setHovered(false)}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <div className={cn('grid gap-6', wide && 'grid-cols-3')} aria-live={carousel.running ? 'off' : 'polite'}>
            {offsets.map((offset) => {
              const index = wrapIndex(carousel.index + offset, testimonials.length);
              const item = testimonials[index];
              if (!item) return null;
              return (
                <div
                  key={`${offset}-${index}`}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={text.slideOf(number(index + 1), number(testimonials.length))}
                  aria-hidden={offset !== 0 ? true : undefined}
                  inert={offset !== 0 ? true : undefined}
                >
                  <TestimonialCard item={item} current={offset === 0} photoOf={text.photoOf} />
                </div>
              );
            })}
          </div>
        </div>
        <div className="mt-6 flex items-center justify-center gap-3">
          <ScriptButton
            type="button"
            onClick={carousel.togglePaused}
            aria-label={carousel.paused ? text.play : text.pause}
            className="grid size-9 place-items-center rounded-full bg-white text-brand-700 ring-1 ring-ink-200 hover:bg-brand-50"
          >
            {carousel.paused ? (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
                <path d="M7 4.5v15l13-7.5z" />
              </svg>
            ) : (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
                <rect x="6" y="5" width="4" height="14" rx="1" />
                <rect x="14" y="5" width="4" height="14" rx="1" />
              </svg>
            )}
          </ScriptButton>
          <div className="flex items-center gap-1">
            {testimonials.map((item, index) => (
              <ScriptButton
                key={item.author}
                type="button"
                onClick={() => carousel.goTo(index)}
                aria-label={text.show(number(index + 1), item.author)}
                aria-current={index === carousel.index ? 'true' : undefined}
                className="grid size-6 place-items-center"
              >
                <span className={cn('block h-2 rounded-full transition-all', index === carousel.index ? 'w-6 bg-brand-700' : 'w-2 bg-ink-400')} />
              </ScriptButton>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
