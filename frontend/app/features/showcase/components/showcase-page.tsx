import { SHOWCASE_MESSAGES as M } from '@centre/contracts';
import { useMemo, useState } from 'react';
import { Card, ChipGroup, Image, SearchBox, buttonClasses } from '../../../components/ui';
import { showcaseContent as content } from '../../../content/showcase';
import { matchesText } from '../../../hooks/use-paged-list';
import { truncateChars } from '../../../utils/text';
import { fetchShowcase, type ShowcaseStartup } from '../api/showcase-api';
import { useShowcase, type ShowcaseLoader } from '../hooks/use-showcase';

export interface ShowcasePageProps {
  /** Injected in tests; the portfolio's records from our backend otherwise. */
  load?: ShowcaseLoader;
}

/** /startups: search on company name or description, one category at a time, See More per startup. */
export function ShowcasePage({ load = fetchShowcase }: ShowcasePageProps) {
  const state = useShowcase(load);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>(content.all);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const startups = useMemo(() => (state.status === 'ready' ? state.startups : []), [state]);
  const categories = useMemo(
    () => [content.all, ...[...new Set(startups.map((s) => s.category))].sort((a, b) => a.localeCompare(b))],
    [startups],
  );
  const shown = startups.filter(
    (s) => (category === content.all || s.category === category) && matchesText(query.trim(), s.companyName, s.description),
  );

  const toggle = (id: string): void =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="showcase-title" className="bg-paper py-14 sm:py-20">
      <div className="container-page">
        <header className="mx-auto mb-10 max-w-3xl text-center">
          <h1 id="showcase-title" className="text-4xl font-extrabold sm:text-5xl">
            {M.heading}
          </h1>
          <p className="mt-4 text-lg text-ink-600">{content.intro}</p>
        </header>
        <div className="flex flex-col items-center gap-6">
          <SearchBox value={query} onChange={setQuery} label={content.searchLabel} placeholder={content.searchPlaceholder} clearable />
          {state.status === 'ready' && (
            <ChipGroup label={content.categoriesLabel} options={categories} value={category} onChange={setCategory} className="justify-center" />
          )}
        </div>
        <div className="mt-10">
          {state.status === 'loading' && (
            <p role="status" className="py-16 text-center text-lg text-ink-700">
              {M.loading}
            </p>
          )}
          {state.status === 'failed' && (
            <p role="alert" className="py-16 text-center text-lg font-semibold text-red-700">
              {M.failed}
            </p>
          )}
          {state.status === 'ready' &&
            (shown.length === 0 ? (
              <p className="py-16 text-center text-lg font-semibold">{M.empty}</p>
            ) : (
              <ul aria-label={content.listLabel} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((startup) => (
                  <ShowcaseCard key={startup.id} startup={startup} expanded={expanded.has(startup.id)} onToggle={() => toggle(startup.id)} />
                ))}
              </ul>
            ))}
        </div>
      </div>
    </section>
  );
}

interface ShowcaseCardProps {
  startup: ShowcaseStartup;
  expanded: boolean;
  onToggle: () => void;
}

function ShowcaseCard({ startup, expanded, onToggle }: ShowcaseCardProps) {
  const cut = truncateChars(startup.description, content.descriptionLimit);
  const descriptionId = `showcase-description-${startup.id}`;
  return (
    <Card as="li" interactive className="flex flex-col p-6">
      <div className="flex items-center gap-4">
        <Image src={startup.logo} alt={content.logoAlt(startup.companyName)} className="size-16 shrink-0 rounded-xl bg-white object-contain ring-1 ring-ink-100" />
        <div>
          <h2 className="text-lg font-semibold">{startup.companyName}</h2>
          <span className="mt-1 inline-block rounded-full bg-brand-50 px-3 py-0.5 text-xs font-semibold text-brand-800">{startup.category}</span>
        </div>
      </div>
      <p id={descriptionId} className="mt-4 text-sm text-ink-600">
        {expanded ? startup.description : cut.text}
      </p>
      {cut.truncated && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={descriptionId}
          onClick={onToggle}
          className="mt-2 self-start text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {expanded ? M.seeLess : M.seeMore}
        </button>
      )}
      {startup.website !== '' && (
        <a href={startup.website} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'sm', 'mt-auto self-start')}>
          {M.visitWebsite}
          <span className="sr-only">{` (${startup.companyName})`}</span>
        </a>
      )}
    </Card>
  );
}
