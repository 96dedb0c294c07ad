import { useRef } from 'react';
import { parseStat, useCountUp } from '../../../components/ui/count-up';
import * as homeContent from '../../../content/home';
import { COUNT_UP_MS, COUNT_UP_THRESHOLD, type ImpactStat } from '../../../content/home';
import { useInViewOnce } from '../../../hooks/use-in-view-once';
import { useContent, useFormat } from '../../../lib/i18n';

/**
 * One statistic's value counting up in the visitor's digits ('४००'), ungrouped as the
 * specification writes its figures ('1250+', not '1,250+'), keeping its suffix with
 * the unit in the visitor's language ('४०० कोटी+'). Screen readers get the final value, as the
 * specification writes it ('1250+').
 */
export function ImpactValue({ stat, start }: { stat: ImpactStat; start: boolean }) {
  const { digits } = useFormat();
  const { prefix, target, suffix: englishSuffix } = parseStat(stat.value);
  const suffix = stat.unit ? englishSuffix.replace(/\p{L}+/u, stat.unit) : englishSuffix;
  const current = useCountUp(target, COUNT_UP_MS, start);
  return (
    <span>
      <span aria-hidden="true" data-testid="count-up-display">
        {prefix}
        {digits(current)}
        {suffix}
      </span>
      <span className="sr-only">{`${prefix}${digits(target)}${suffix}`}</span>
    </span>
  );
}

/** Eight statistics that count up once, when the section first becomes 10% visible. */
export function ImpactCounters() {
  const { homeText, impactStats } = useContent('home', homeContent);
  const text = homeText.impact;
  const ref = useRef<HTMLElement>(null);
  const visible = useInViewOnce(ref, COUNT_UP_THRESHOLD);
  return (
    <section
      ref={ref}
      aria-labelledby="home-impact-title"
      className="bg-brand-900 py-16 text-white sm:py-20"
    >
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-[0.18em] text-accent-300 uppercase">
            {text.eyebrow}
          </p>
          <h2 id="home-impact-title" className="mt-3 text-3xl font-bold sm:text-4xl">
            {text.title}
          </h2>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {impactStats.map((stat) => (
            <div key={stat.value} className="flex min-w-0 flex-col border-l-2 border-accent-400 pl-4 break-words">
              <dt className="order-2 mt-1 text-sm text-brand-100 sm:text-base">{stat.label}</dt>
              <dd className="order-1 text-3xl font-extrabold tabular-nums sm:text-5xl">
                <ImpactValue stat={stat} start={visible} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
