import * as aboutContent from '../../../content/about';
import { useContent, useFormat } from '../../../lib/i18n';
import { localFigure } from '../lib/figure';

export function AboutIntro() {
  const { aboutPage: page } = useContent('about', aboutContent);
  const format = useFormat();
  return (
    <section aria-labelledby="about-title" className="bg-brand-900 text-white">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-[3fr_2fr] lg:py-24">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-[0.18em] text-accent-300 uppercase">
            {page.eyebrow}
          </p>
          <h1 id="about-title" className="text-4xl font-extrabold sm:text-5xl">
            {page.title}
          </h1>
          <div className="mt-6 space-y-4 text-lg text-brand-100">
            {page.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 self-center">
          {page.highlights.map((item) => (
            <div key={item.label} className="rounded-2xl bg-white/10 p-4 ring-1 ring-white/15">
              <dt className="text-sm text-brand-100">{item.label}</dt>
              <dd className="mt-1 text-2xl font-extrabold text-accent-300">
                {localFigure(format, item.value)}
                {'unit' in item && ` ${item.unit}`}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
