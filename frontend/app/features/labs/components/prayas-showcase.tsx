import { useId, useState } from 'react';
import { Card, Image, Pager, SearchBox, Section } from '../../../components/ui';
import * as fabContent from '../../../content/labs/fab';
import type { PrayasStartup } from '../../../content/labs/fab';
import { matchesText, usePagedList } from '../../../hooks/use-paged-list';
import { useContent, useFormat } from '../../../lib/i18n';
import { ChoiceChips, choices } from './choices';
import { hasTarget } from '../../../lib/links';
import { ScriptButton } from '../../../components/ui/button';

/** Startups shown per page of the showcase. */
export const PRAYAS_PER_PAGE = 2;
const { PRAYAS_ALL, fundingYears } = fabContent;

/** The NIDHI PRAYAS showcase: filter by funding year, two per page, one description open at a time. */
export function PrayasShowcase() {
  const { fabPage, PRAYAS_ALL: allLabel, prayasStartups } = useContent('labs/fab', fabContent);
  const { digits } = useFormat();
  const ui = fabPage.ui;
  const yearChips = choices(
    [PRAYAS_ALL, ...fundingYears],
    [allLabel, ...fundingYears.map((fundingYear) => digits(fundingYear))],
  );
  const [year, setYear] = useState<string>(PRAYAS_ALL);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<number | null>(null);
  const filtered = prayasStartups.filter(
    (startup) =>
      (year === PRAYAS_ALL || startup.category === year) &&
      matchesText(query, startup.title, startup.dicription),
  );
  const { page, pageCount, visible, goTo, reset, listRef } = usePagedList(
    filtered,
    PRAYAS_PER_PAGE,
  );

  return (
    <Section
      eyebrow={fabPage.prayasEyebrow}
      title={fabPage.prayasTitle}
      intro={fabPage.prayasIntro}
      tone="paper"
    >
      <div className="flex flex-col gap-5">
        <SearchBox
          label={ui.prayasSearch}
          placeholder={ui.prayasSearchPlaceholder}
          value={query}
          onChange={setQuery}
          clearable
        />
        <ChoiceChips
          label={ui.prayasYears}
          options={yearChips}
          value={year}
          onChange={(next) => {
            setYear(next);
            reset();
          }}
        />
      </div>
      <div ref={listRef} className="scroll-mt-24">
        <ul aria-label={fabPage.prayasTitle} className="mt-8 grid gap-6 md:grid-cols-2">
          {visible.map((startup) => (
            <StartupCard
              key={startup.id}
              startup={startup}
              ui={ui}
              open={expanded === startup.id}
              onToggle={() =>
                setExpanded((current) => (current === startup.id ? null : startup.id))
              }
            />
          ))}
        </ul>
      </div>
      <Pager
        page={page}
        pageCount={pageCount}
        onPageChange={goTo}
        label={ui.prayasPager}
        className="mt-10"
      />
    </Section>
  );
}

function StartupCard({
  startup,
  ui,
  open,
  onToggle,
}: {
  startup: PrayasStartup;
  ui: (typeof fabContent.fabPage)['ui'];
  open: boolean;
  onToggle: () => void;
}) {
  const textId = useId();
  const { digits } = useFormat();
  return (
    <Card as="li" className="flex flex-col gap-4 p-6 sm:flex-row">
      <Image src={startup.image} alt="" className="size-20 shrink-0 rounded-2xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="text-xl font-semibold">{startup.title}</h3>
        <p className="text-sm font-medium text-teal-600">
          {ui.fundedIn} {digits(startup.category)}
        </p>
        <p id={textId} className={open ? 'text-ink-700' : 'line-clamp-2 text-ink-700'}>
          {startup.dicription}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-4">
          <ScriptButton
            type="button"
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={textId}
            aria-label={`${open ? ui.readLess : ui.readMore}: ${startup.title}`}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {open ? ui.readLess : ui.readMore}
          </ScriptButton>
          {hasTarget(startup.websitelink) && (
            <a
              href={startup.websitelink}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${ui.visitWebsite}: ${startup.title}`}
              className="text-sm font-semibold text-brand-700 underline underline-offset-4"
            >
              {ui.visitWebsite}
            </a>
          )}
        </div>
      </div>
    </Card>
  );
}
