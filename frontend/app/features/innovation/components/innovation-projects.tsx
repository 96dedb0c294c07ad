import { useRef, useState } from 'react';
import { Card, ChipGroup, Image, Pager, SearchBox, clampPage } from '../../../components/ui';
import type { InnovationProject } from '../../../content/innovation';
import { matches, truncateWords } from './words';
import { ScriptButton } from '../../../components/ui/button';

export interface InnovationProjectsUi {
  searchLabel: string;
  searchPlaceholder: string;
  readMore: string;
  readLess: string;
  by: string;
  collaborators: string;
  pagerLabel: string;
  listLabel: string;
  categoriesLabel: string;
  allCategories: string;
}

export interface InnovationProjectsProps {
  projects: readonly InnovationProject[];
  categories: readonly string[];
  pageSize: number;
  readMoreWords: number;
  ui: InnovationProjectsUi;
}

/**
 * Searchable, paginated project cards. The search looks at the description only; typing
 * does not reset the page (the page shown is kept within the pages that exist).
 */
export function InnovationProjects({ projects, categories, pageSize, readMoreWords, ui }: InnovationProjectsProps) {
  const [query, setQuery] = useState('');
  // null is 'All': kept apart from the chip's words, so it survives a change of language.
  const [category, setCategory] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const listRef = useRef<HTMLDivElement>(null);

  const filtered = projects.filter(
    (project) => matches(project.discription, query) && (category === null || project.category === category),
  );
  const pageCount = Math.ceil(filtered.length / pageSize);
  const current = clampPage(page, pageCount);
  const shown = filtered.slice((current - 1) * pageSize, current * pageSize);

  return (
    <div ref={listRef} className="scroll-mt-28">
      <div className="mb-8 flex flex-col items-center gap-4">
        <SearchBox label={ui.searchLabel} placeholder={ui.searchPlaceholder} value={query} onChange={setQuery} clearable />
        <ChipGroup label={ui.categoriesLabel} options={categories.length ? [ui.allCategories, ...categories] : []} value={category ?? ui.allCategories} onChange={(option) => setCategory(option === ui.allCategories ? null : option)} />
      </div>
      <ul className="grid gap-6 md:grid-cols-2" aria-label={ui.listLabel}>
        {shown.map((project) => (
          <ProjectCard key={project.id} project={project} words={readMoreWords} ui={ui} />
        ))}
      </ul>
      <Pager
        className="mt-10"
        label={ui.pagerLabel}
        page={current}
        pageCount={pageCount}
        onPageChange={(next) => {
          setPage(next);
          listRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
      />
    </div>
  );
}

function ProjectCard({ project, words, ui }: { project: InnovationProject; words: number; ui: InnovationProjectsUi }) {
  const [open, setOpen] = useState(false);
  const short = truncateWords(project.discription, words);
  const descriptionId = `innovation-project-${project.id}`;
  return (
    <Card as="li" className="flex flex-col">
      <Image src={project.image} alt="" className="aspect-[16/9] w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <Image src={project.logo} alt="" className="size-10 rounded-lg" />
          <div>
            <h3 className="text-lg font-semibold">{project.title}</h3>
            <p className="text-sm text-ink-600">{project.shortdiscription}</p>
          </div>
        </div>
        <p id={descriptionId} className="mt-4 text-ink-700">
          {open || !short.cut ? project.discription : short.text}
        </p>
        {short.cut && (
          <ScriptButton
            type="button"
            aria-expanded={open}
            aria-controls={descriptionId}
            onClick={() => setOpen(!open)}
            className="mt-2 self-start text-sm font-semibold text-brand-700 underline underline-offset-4"
          >
            {open ? ui.readLess : ui.readMore}
            <span className="sr-only">: {project.title}</span>
          </ScriptButton>
        )}
        <p className="mt-auto pt-4 text-sm text-ink-600">
          {ui.by} <span className="font-semibold text-ink-900">{project.authorname}</span> · {ui.collaborators}: {project.collabrators}
        </p>
      </div>
    </Card>
  );
}
