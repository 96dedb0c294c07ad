import { useMemo, useState } from 'react';
import { Pager, SearchBox } from '../../../components/ui';
import * as portfolioModule from '../../../content/portfolio';
import { matchesText, usePagedList } from '../../../hooks/use-paged-list';
import { useContent, useMessages } from '../../../lib/i18n';
import { fetchPortfolio, type PortfolioStartup } from '../api/portfolio-api';
import { usePortfolio, type PortfolioLoader } from '../hooks/use-portfolio';
import { StartupCard } from './startup-card';

type Defaults = typeof portfolioModule.portfolioContent.defaults;

/** A card's missing fields (filled in with the spec's English words) in the visitor's language. */
const withDefaultsIn = (startup: PortfolioStartup, defaults: Defaults): PortfolioStartup => {
  const english = portfolioModule.portfolioContent.defaults;
  const or = (value: string, key: keyof Defaults): string => (value === english[key] ? defaults[key] : value);
  return {
    ...startup,
    name: or(startup.name, 'companyName'),
    description: or(startup.description, 'description'),
    category: or(startup.category, 'category'),
    founder: or(startup.founder, 'founderName'),
  };
};

export interface PortfolioSectionProps {
  /** Injected in tests; GET /api/fetch-data otherwise. */
  load?: PortfolioLoader;
  /** 'h1' where the portfolio is the page itself (the spec's data-fetch page), else a section of one. */
  headingLevel?: 'h1' | 'h2';
}

/**
 * The incubation page's startup portfolio: search on name or description, 12 per page with
 * a sliding pager, a countdown only while the data is really loading.
 */
export function PortfolioSection({ load = fetchPortfolio, headingLevel: Heading = 'h2' }: PortfolioSectionProps) {
  const { portfolioContent: content } = useContent('portfolio', portfolioModule);
  const { portfolio: M } = useMessages();
  const { loading, startups: loaded, countdown } = usePortfolio(load);
  const startups = useMemo(() => loaded.map((startup) => withDefaultsIn(startup, content.defaults)), [loaded, content.defaults]);
  const [query, setQuery] = useState('');
  const matching = useMemo(
    () => startups.filter((startup) => matchesText(query.trim(), startup.name, startup.description)),
    [startups, query],
  );
  const { page, pageCount, visible, goTo, reset, listRef } = usePagedList(matching, content.pageSize);

  const search = (value: string): void => {
    setQuery(value);
    reset();
  };

  return (
    <section id="startup-portfolio" aria-labelledby="startup-portfolio-title" className="bg-paper py-16 sm:py-20">
      <div className="container-page">
        <header className="mx-auto mb-8 max-w-3xl text-center">
          <Heading id="startup-portfolio-title" className="text-3xl font-bold sm:text-4xl">
            {content.title}
          </Heading>
          <p className="mt-4 text-lg text-ink-600">{content.intro}</p>
        </header>
        <SearchBox
          value={query}
          onChange={search}
          label={content.searchLabel}
          placeholder={M.searchPlaceholder}
          clearable
          className="mx-auto"
        />
        <div ref={listRef} className="mt-10 scroll-mt-28">
          {loading ? (
            <div role="status" className="grid place-items-center gap-4 py-16 text-center">
              <p className="grid size-20 place-items-center rounded-full border-4 border-brand-200 border-t-brand-700 text-2xl font-bold text-brand-800">
                <span>
                  {content.countdownLabel(countdown)}
                  <span className="sr-only">{` ${content.countdownUnit}`}</span>
                </span>
              </p>
              <p className="text-lg font-medium text-ink-700">{M.loading}</p>
            </div>
          ) : matching.length === 0 ? (
            <div className="py-16 text-center">
              <p className="text-xl font-semibold">{M.empty}</p>
              <p className="mt-2 text-ink-600">{M.emptyHint}</p>
            </div>
          ) : (
            <ul aria-label={content.listLabel} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {visible.map((startup) => (
                <StartupCard key={startup.id} startup={startup} />
              ))}
            </ul>
          )}
        </div>
        {!loading && (
          <Pager
            page={page}
            pageCount={pageCount}
            onPageChange={goTo}
            label={content.pagerLabel}
            maxButtons={content.maxPageButtons}
            className="mt-10"
          />
        )}
      </div>
    </section>
  );
}
