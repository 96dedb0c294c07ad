import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../hooks/use-reduced-motion';
import { cn } from './cn';
import { useControls } from './use-controls';
import { useMotionGate } from './use-motion-gate';
import { ScriptButton } from './button';

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. 'Highlights'. */
  label: string;
  slides: readonly ReactNode[];
  /** Time each slide stays before the next one (ms). */
  autoplayMs?: number;
  /** Approximate slide transition time (ms). */
  transitionMs?: number;
  /** Width of one slide, e.g. 'basis-full' or 'basis-1/2 md:basis-1/6'. */
  slideClassName?: string;
  showDots?: boolean;
  showArrows?: boolean;
  /** Controls drawn over the slides (hero) or under them. */
  controlsPlacement?: 'overlay' | 'below';
  className?: string;
}

/** Embla counts duration in its own units (roughly 20 ms each). */
const emblaDuration = (ms: number): number => Math.max(10, Math.round(ms / 20));

/**
 * A looping slideshow: autoplays, pauses while hovered or focused, has a visible pause/play
 * control, and does not autoplay when the visitor prefers reduced motion. It moves only while
 * on screen, and from the page's first idle moment on (not while the page is still loading).
 */
export function Carousel({
  label,
  slides,
  autoplayMs = 2000,
  transitionMs = 700,
  slideClassName = 'basis-full',
  showDots = true,
  showArrows = false,
  controlsPlacement = 'below',
  className,
}: CarouselProps) {
  const { controls, n } = useControls();
  const reducedMotion = usePrefersReducedMotion();
  const [autoplay] = useState(() =>
    Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: false, stopOnFocusIn: false }),
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration: emblaDuration(transitionMs), align: 'start' }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const playing = choice ?? !reducedMotion;
  const region = useRef<HTMLElement>(null);
  const mayMove = useMotionGate(region);
  const moving = playing && !held && mayMove;

  useEffect(() => {
    if (!api) return undefined;
    const onSelect = (): void => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect);
    api.on('reInit', onSelect);
    return () => {
      api.off('select', onSelect);
      api.off('reInit', onSelect);
    };
  }, [api]);

  useEffect(() => {
    if (!api || slides.length < 2) return;
    if (moving) autoplay.play();
    else autoplay.stop();
  }, [api, autoplay, moving, slides.length]);

  const goTo = useCallback((index: number) => api?.scrollTo(index), [api]);
  const overlay = controlsPlacement === 'overlay';
  const multi = slides.length > 1;

  return (
    <section
      ref={region}
      aria-roledescription="carousel"
      aria-label={label}
      className={cn('relative', className)}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y" aria-live={moving ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={controls.slideOf(n(index + 1), n(slides.length))}
              className={cn('min-w-0 shrink-0 grow-0', slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      {multi && (
        <div
          className={cn(
            'flex items-center justify-center gap-3',
            overlay ? 'absolute inset-x-0 bottom-4 z-10' : 'mt-5',
          )}
        >
          <ScriptButton
            type="button"
            onClick={() => setChoice(!playing)}
            aria-label={playing ? controls.pause(label) : controls.play(label)}
            className={cn(
              'grid size-9 place-items-center rounded-full',
              overlay ? 'bg-ink-900/60 text-white hover:bg-ink-900/80' : 'bg-white text-brand-700 ring-1 ring-ink-200 hover:bg-brand-50',
            )}
          >
            {playing ? (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
                <rect x="6" y="5" width="4" height="14" rx="1" />
                <rect x="14" y="5" width="4" height="14" rx="1" />
              </svg>
            ) : (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
                <path d="M7 4.5v15l13-7.5z" />
              </svg>
            )}
          </ScriptButton>
          {showArrows && (
            <ScriptButton type="button" onClick={() => api?.scrollPrev()} aria-label={controls.previousSlide} className={arrowClass(overlay)}>
              <span aria-hidden="true">‹</span>
            </ScriptButton>
          )}
          {showDots && (
            <div className={cn('flex items-center gap-1 rounded-full px-2 py-1', overlay && 'bg-ink-900/60')}>
              {slides.map((_, index) => (
                <ScriptButton
                  key={index}
                  type="button"
                  onClick={() => goTo(index)}
                  aria-label={controls.goToSlide(n(index + 1))}
                  aria-current={index === selected ? 'true' : undefined}
                  className="grid size-6 place-items-center"
                >
                  <span
                    className={cn(
                      'block h-2 rounded-full transition-all duration-300',
                      index === selected ? 'w-6' : 'w-2',
                      overlay
                        ? index === selected
                          ? 'bg-accent-400'
                          : 'bg-white/80'
                        : index === selected
                          ? 'bg-brand-700'
                          : 'bg-ink-400',
                    )}
                  />
                </ScriptButton>
              ))}
            </div>
          )}
          {showArrows && (
            <ScriptButton type="button" onClick={() => api?.scrollNext()} aria-label={controls.nextSlide} className={arrowClass(overlay)}>
              <span aria-hidden="true">›</span>
            </ScriptButton>
          )}
        </div>
      )}
    </section>
  );
}

const arrowClass = (overlay: boolean): string =>
  cn(
    'grid size-9 place-items-center rounded-full text-xl leading-none',
    overlay ? 'bg-ink-900/60 text-white hover:bg-ink-900/80' : 'bg-white text-brand-700 ring-1 ring-ink-200 hover:bg-brand-50',
  );
