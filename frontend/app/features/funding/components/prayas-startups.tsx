import { useRef, useState } from 'react';
import { Card, ChipGroup, Image, Pager, Section } from '../../../components/ui';
import { FUNDING_YEARS, type FundingYear, type PrayasStartup } from '../../../content/funding/nidhi-prayas';
import { useFormat } from '../../../lib/i18n';
import { ScriptButton } from '../../../components/ui/button';

export interface PrayasStartupsUi {
  allYears: string;
  fundingYear: string;
  readMore: string;
  readLess: string;
  logoAlt: (name: string) => string;
}

type YearChoice = FundingYear | 'all';

/** Startups funded under PRAYAS: a funding-year filter, two per page, one description open at a time. */
export function PrayasStartups({ title, startups, pageSize, ui }: { title: string; startups: readonly PrayasStartup[]; pageSize: number; ui: PrayasStartupsUi }) {
  const [year, setYear] = useState<YearChoice>('all');
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const format = useFormat();
  /** A funding year as the language writes its digits ('2023-24' / '२०२३-२४'). */
  const yearLabel = (choice: FundingYear): string => format.digits(choice);

  const filtered = year === 'all' ? startups : startups.filter((startup) => startup.year === year);
  const pageCount = Math.ceil(filtered.length / pageSize);
  const current = Math.min(page, Math.max(1, pageCount));
  const shown = filtered.slice((current - 1) * pageSize, current * pageSize);
  const options = [ui.allYears, ...FUNDING_YEARS.map(yearLabel)];

  return (
    <Section title={title} tone="white">
      <ChipGroup
        label={ui.fundingYear}
        className="mb-8 justify-center"
        options={options}
        value={year === 'all' ? ui.allYears : yearLabel(year)}
        onChange={(choice) => {
          setYear(FUNDING_YEARS.find((option) => yearLabel(option) === choice) ?? 'all');
          setPage(1);
        }}
      />
      <ul ref={listRef} className="grid scroll-mt-28 gap-6 md:grid-cols-2">
        {shown.map((startup) => {
          const open = expanded === startup.id;
          const descriptionId = `prayas-${startup.id}-description`;
          return (
            <Card as="li" key={startup.id} className="p-6">
              <div className="flex items-center gap-4">
                <Image src={startup.logo} alt={ui.logoAlt(startup.name)} className="size-14 rounded-xl" />
                <div>
                  <h3 className="text-lg font-semibold">{startup.name}</h3>
                  <p className="text-sm text-ink-600">
                    {startup.sector} · {yearLabel(startup.year)} · {format.digits(startup.grant)}
                  </p>
                </div>
              </div>
              <p id={descriptionId} className={open ? 'mt-4 text-ink-600' : 'mt-4 line-clamp-2 text-ink-600'}>
                {startup.description}
              </p>
              <ScriptButton
                type="button"
                aria-expanded={open}
                aria-controls={descriptionId}
                onClick={() => setExpanded(open ? null : startup.id)}
                className="mt-2 text-sm font-semibold text-brand-700 underline underline-offset-4"
              >
                {open ? ui.readLess : ui.readMore}
                <span className="sr-only">: {startup.name}</span>
              </ScriptButton>
            </Card>
          );
        })}
      </ul>
      <Pager
        className="mt-8"
        label={title}
        page={current}
        pageCount={pageCount}
        onPageChange={(next) => {
          setPage(next);
          listRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
      />
    </Section>
  );
}
