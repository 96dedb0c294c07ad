import { useRef } from 'react';
import { CountUp } from '../../../components/ui/count-up';
import { COUNT_UP_MS, COUNT_UP_THRESHOLD, impactStats } from '../../../content/home';
import { useInViewOnce } from '../../../hooks/use-in-view-once';

/** Eight statistics that count up once, when the section first becomes 10% visible. */
export function ImpactCounters() {
  const ref = useRef<HTMLElement>(null);
  const visible = useInViewOnce(ref, COUNT_UP_THRESHOLD);
  return (
    <section ref={ref} aria-labelledby="home-impact-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-[0.18em] text-accent-300 uppercase">Our impact</p>
          <h2 id="home-impact-title" className="mt-3 text-3xl font-bold sm:text-4xl">
            Numbers that keep growing
          </h2>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {impactStats.map((stat) => (
            <div key={stat.label} className="flex flex-col border-l-2 border-accent-400 pl-4">
              <dt className="order-2 mt-1 text-sm text-brand-100 sm:text-base">{stat.label}</dt>
              <dd className="order-1 text-3xl font-extrabold tabular-nums sm:text-5xl">
                <CountUp value={stat.value} durationMs={COUNT_UP_MS} start={visible} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
