import { useRef } from 'react';
import { cn, Image, Section } from '../../../components/ui';
import * as aboutContent from '../../../content/about';
import type { TimelineItem } from '../../../content/about';
import { useInViewOnce } from '../../../hooks/use-in-view-once';
import { usePrefersReducedMotion } from '../../../hooks/use-reduced-motion';
import { useContent, useFormat } from '../../../lib/i18n';
import { localFigure } from '../lib/figure';

export function JourneyTimeline() {
  const { aboutPage: page, journey } = useContent('about', aboutContent);
  return (
    <Section title={page.journeyTitle} intro={page.journeyIntro} tone="paper">
      <ol className="relative mx-auto max-w-4xl border-l-2 border-brand-100 pl-8 md:pl-10">
        {journey.map((item) => (
          <JourneyEntry key={item.title} item={item} />
        ))}
      </ol>
    </Section>
  );
}

/** Each entry slides in the first time it scrolls into view (not with reduced motion). */
function JourneyEntry({ item }: { item: TimelineItem }) {
  const ref = useRef<HTMLLIElement>(null);
  const seen = useInViewOnce(ref, 0.1);
  const reducedMotion = usePrefersReducedMotion();
  const format = useFormat();
  const shown = seen || reducedMotion;
  return (
    <li
      ref={ref}
      className={cn(
        'relative mb-12 grid gap-5 transition-all duration-700 last:mb-0 md:grid-cols-[1fr_12rem]',
        shown ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0',
      )}
    >
      <span
        aria-hidden="true"
        className="absolute top-1.5 -left-[2.6rem] size-4 rounded-full bg-brand-700 ring-4 ring-paper md:-left-[3.1rem]"
      />
      <div>
        <h3 className="text-2xl font-bold text-brand-700">{localFigure(format, item.title)}</h3>
        {item.redcaption && <p className="mt-1 font-semibold text-red-700">{item.redcaption}</p>}
        <p className="mt-2 text-ink-700">{item.description}</p>
      </div>
      <Image
        src={item.imageSrc}
        alt=""
        className="aspect-[4/3] w-full rounded-2xl object-cover md:w-48"
      />
    </li>
  );
}
