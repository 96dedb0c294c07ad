import { LinkButton } from '../../../components/ui/button';
import * as homeContent from '../../../content/home';
import { useContent } from '../../../lib/i18n';

export function Statement() {
  const { statement } = useContent('home', homeContent);
  return (
    <section aria-labelledby="home-statement-title" className="bg-paper py-16 sm:py-24">
      <div className="container-page grid items-center gap-10 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <p className="text-sm font-semibold tracking-[0.18em] text-brand-600 uppercase">{statement.eyebrow}</p>
          <h2 id="home-statement-title" className="mt-3 text-3xl font-bold sm:text-4xl">
            {statement.title}
          </h2>
        </div>
        <div>
          <p className="text-lg leading-relaxed text-ink-600 sm:text-xl">{statement.body}</p>
          <LinkButton to={statement.knowMore.to} variant="outline" className="mt-6" aria-label={statement.knowMore.ariaLabel}>
            {statement.knowMore.label}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
