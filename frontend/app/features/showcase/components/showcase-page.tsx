import { useMemo, useState } from 'react';
import { Card, ChipGroup, FormControls, Image, Picture, SearchBox, buttonClasses } from '../../../components/ui';
import * as showcaseModule from '../../../content/showcase';
import { matchesText } from '../../../hooks/use-paged-list';
import { useContent, useMessages } from '../../../lib/i18n';
import { monogram, truncateChars } from '../../../utils/text';
import { fetchShowcase, type ShowcaseStartup } from '../api/showcase-api';
import { useShowcase, type ShowcaseLoader } from '../hooks/use-showcase';
import { hasTarget } from '../../../lib/links';
import { ScriptButton } from '../../../components/ui/button';

type Defaults = typeof showcaseModule.showcaseContent.defaults;

/** A card's missing name or category (filled in with English words) in the visitor's language. */
const withDefaultsIn = (startup: ShowcaseStartup, defaults: Defaults): ShowcaseStartup => {
  const english = showcaseModule.showcaseContent.defaults;
  return {
    ...startup,
    companyName: startup.companyName === english.companyName ? defaults.companyName : startup.companyName,
    category: startup.category === english.category ? defaults.category : startup.category,
  };
};

export interface ShowcasePageProps {
  /** Injected in tests; the portfolio's records from our backend otherwise. */
  load?: ShowcaseLoader;
  /** The cards the page is prerendered with (the portfolio as the build knows it), until the answer comes. */
  prerendered?: ShowcaseStartup[];
}

/** /startups: search on company name or description, one category at a time, See More per startup. */
export function ShowcasePage({ load = fetchShowcase, prerendered }: ShowcasePageProps) {
  const { showcaseContent: content } = useContent('showcase', showcaseModule);
  const { showcase: M } = useMessages();
  const state = useShowcase(load, prerendered);
  const [query, setQuery] = useState('');
  // null is All: the chip's word changes with the language, the choice does not.
  const [category, setCategory] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  const startups = useMemo(
    () => (state.status === 'ready' ? state.startups.map((startup) => withDefaultsIn(startup, content.defaults)) : []),
    [state, content.defaults],
  );
  const categories = useMemo(
    () => [content.all, ...[...new Set(startups.map((s) => s.category))].sort((a, b) => a.localeCompare(b))],
    [startups, content.all],
  );
  // A category that no longer reads the same (the default one, after a language switch) is All.
  const active = category !== null && categories.includes(category) ? category : null;
  const shown = startups.filter(
    (s) => (active === null || s.category === active) && matchesText(query.trim(), s.companyName, s.description),
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
        {/* Prerendered with the list: a search, a filter or a See More before the script runs would be lost. */}
        <FormControls>
          <div className="flex flex-col items-center gap-6">
            <SearchBox value={query} onChange={setQuery} label={content.searchLabel} placeholder={content.searchPlaceholder} clearable />
          </div>
          {/*
            The chips and the list arrive together into one box that holds a screen's height while
            loading: nothing on screen moves when they come (no layout shift on a slow phone).
          */}
          <div className={state.status === 'loading' ? 'mt-6 min-h-svh' : 'mt-6'}>
            {state.status === 'ready' && (
              <ChipGroup
                label={content.categoriesLabel}
                options={categories}
                value={active ?? content.all}
                onChange={(chosen) => setCategory(chosen === content.all ? null : chosen)}
                className="mb-10 justify-center"
              />
            )}
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
        </FormControls>
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
  const { showcaseContent: content } = useContent('showcase', showcaseModule);
  const { showcase: M } = useMessages();
  const cut = truncateChars(startup.description, content.descriptionLimit);
  const descriptionId = `showcase-description-${startup.id}`;
  return (
    <Card as="li" interactive className="flex flex-col p-6">
      <div className="flex items-center gap-4">
        {startup.logo ? (
          <Image src={startup.logo} alt={content.logoAlt(startup.companyName)} width={64} height={64} className="size-16 shrink-0 rounded-xl bg-white object-contain ring-1 ring-ink-100" />
        ) : (
          // No logo sent yet: the startup's photograph when the centre has one, else its monogram drawn.
          <Picture kind="startups" id={startup.id} label={monogram(startup.companyName)} alt={content.logoAlt(startup.companyName)} width={64} height={64} sizes="64px" className="size-16 shrink-0 rounded-xl" />
        )}
        <div>
          <h2 className="text-lg font-semibold">{startup.companyName}</h2>
          <span className="mt-1 inline-block rounded-full bg-brand-50 px-3 py-0.5 text-xs font-semibold text-brand-800">{startup.category}</span>
        </div>
      </div>
      <p id={descriptionId} className="mt-4 text-sm text-ink-600">
        {expanded ? startup.description : cut.text}
      </p>
      {cut.truncated && (
        <ScriptButton
          type="button"
          aria-expanded={expanded}
          aria-controls={descriptionId}
          onClick={onToggle}
          className="mt-2 self-start text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {expanded ? M.seeLess : M.seeMore}
        </ScriptButton>
      )}
      {hasTarget(startup.website) && (
        <a href={startup.website} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'sm', 'mt-auto self-start')}>
          {M.visitWebsite}
          <span className="sr-only">{` (${startup.companyName})`}</span>
        </a>
      )}
    </Card>
  );
}
