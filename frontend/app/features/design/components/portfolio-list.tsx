import { useEffect, useRef, useState } from 'react';
import { Card, Image, Pager, SearchBox, clampPage } from '../../../components/ui';
import type { StudioProject } from '../../../content/design-studio';

export interface PortfolioListUi {
  collaborators: string;
  searchLabel: string;
  searchPlaceholder: string;
  pagerLabel: string;
  portfolioList: string;
}

const matches = (text: string, query: string): boolean => text.toLowerCase().includes(query.trim().toLowerCase());

/**
 * Portfolio with a description-only search and `pageSize` projects per page. A page change
 * scrolls the list into view after `scrollDelayMs`, once the new page has been drawn.
 */
export function PortfolioList({ projects, pageSize, scrollDelayMs, ui }: { projects: readonly StudioProject[]; pageSize: number; scrollDelayMs: number; ui: PortfolioListUi }) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const listRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const filtered = projects.filter((project) => matches(project.discription, query));
  const pageCount = Math.ceil(filtered.length / pageSize);
  const current = clampPage(page, pageCount);
  const shown = filtered.slice((current - 1) * pageSize, current * pageSize);

  const changePage = (next: number): void => {
    setPage(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => listRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), scrollDelayMs);
  };

  return (
    <div ref={listRef} className="scroll-mt-28">
      <div className="mb-8 flex justify-center">
        <SearchBox label={ui.searchLabel} placeholder={ui.searchPlaceholder} value={query} onChange={setQuery} clearable />
      </div>
      <ul aria-label={ui.portfolioList} className="grid gap-6 md:grid-cols-2">
        {shown.map((project) => (
          <Card as="li" key={project.id} className="flex flex-col">
            <div className="flex items-center gap-3 p-5">
              <Image src={project.logo} alt="" className="size-10 rounded-lg" />
              <h3 className="text-lg font-semibold">{project.title}</h3>
            </div>
            <Image src={project.image} alt="" className="aspect-[16/9] w-full object-cover" />
            <div className="p-5">
              <p className="text-ink-700">{project.discription}</p>
              <p className="mt-4 text-sm">
                <span className="font-bold tracking-wide text-brand-700">{ui.collaborators}</span>{' '}
                <span className="text-ink-600">{project.collabrators}</span>
              </p>
            </div>
          </Card>
        ))}
      </ul>
      <Pager className="mt-10" label={ui.pagerLabel} page={current} pageCount={pageCount} onPageChange={changePage} />
    </div>
  );
}
