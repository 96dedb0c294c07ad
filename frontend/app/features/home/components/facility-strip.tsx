import { useRef } from 'react';
import { Link } from 'react-router';
import { Image } from '../../../components/ui/image';
import * as homeContent from '../../../content/home';
import { FACILITY_SCROLL_STEP_PX } from '../../../content/home';
import { useContent } from '../../../lib/i18n';
import { useScrollArrows } from '../hooks/use-scroll-arrows';
import { ScriptButton } from '../../../components/ui/button';

const arrowClass =
  'absolute top-1/2 z-10 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white text-2xl text-brand-700 shadow-[var(--shadow-lift)] ring-1 ring-ink-100 hover:bg-brand-50';

/** 'Explore Facility': cards open in a new tab; arrows scroll 300 px at a time. */
export function FacilityStrip() {
  const { facilityStrip, homeText } = useContent('home', homeContent);
  const text = homeText.facilities;
  const strip = useRef<HTMLUListElement>(null);
  const { canScrollPrevious, canScrollNext, scrollBy } = useScrollArrows(strip, FACILITY_SCROLL_STEP_PX);

  return (
    <section aria-labelledby="home-facility-title" className="bg-paper py-16 sm:py-20">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-[0.18em] text-brand-600 uppercase">{text.eyebrow}</p>
            <h2 id="home-facility-title" className="mt-3 text-3xl font-bold sm:text-4xl">
              {text.title}
            </h2>
          </div>
        </div>
        <div className="relative mt-10">
          {canScrollPrevious && (
            <ScriptButton type="button" aria-label={text.scrollLeft} onClick={() => scrollBy(-1)} className={`${arrowClass} -left-2 sm:-left-5`}>
              <span aria-hidden="true">‹</span>
            </ScriptButton>
          )}
          {/* relative: the cards' visually hidden texts are placed in the strip, which clips them,
              not in the page, which would scroll sideways. */}
          <ul ref={strip} className="scrollbar-none relative flex snap-x gap-5 overflow-x-auto scroll-smooth pb-4">
            {facilityStrip.map((card) => (
              <li key={card.id} className="w-72 shrink-0 snap-start sm:w-80">
                <Link
                  to={card.link}
                  target="_blank"
                  // Our own page: keeping the opener copies the tab's session storage, and with
                  // it the language choice, into the new tab.
                  rel="opener"
                  className="group block overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-ink-100 transition-shadow hover:shadow-[var(--shadow-lift)]"
                >
                  <div className="relative">
                    <Image src={card.image} alt="" width={320} height={200} className="aspect-[8/5] w-full object-cover transition-transform duration-500 group-hover:scale-105" />
                    {card.badge && (
                      <span className="absolute top-3 left-3 rounded-full bg-accent-400 px-3 py-1 text-xs font-bold text-ink-900">{card.badge}</span>
                    )}
                  </div>
                  <div className="flex items-center justify-between p-5">
                    <span className="text-lg font-bold">{card.title}</span>
                    <span aria-hidden="true" className="text-brand-700 transition-transform group-hover:translate-x-1">
                      →
                    </span>
                    <span className="sr-only"> {text.opensInNewTab}</span>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          {canScrollNext && (
            <ScriptButton type="button" aria-label={text.scrollRight} onClick={() => scrollBy(1)} className={`${arrowClass} -right-2 sm:-right-5`}>
              <span aria-hidden="true">›</span>
            </ScriptButton>
          )}
        </div>
      </div>
    </section>
  );
}
