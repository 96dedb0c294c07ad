import { useState } from 'react';
import { Carousel, ChipGroup, Image, Pager, SearchBox, Section } from '../../../components/ui';
import * as researchContent from '../../../content/research';
import { PAPERS_PER_PAGE, type ResearchPaper } from '../../../content/research';
import { matchesText, usePagedList } from '../../../hooks/use-paged-list';
import { useContent } from '../../../lib/i18n';
import { hasTarget } from '../../../lib/links';

export function ResearchPage() {
  const page = useContent('research', researchContent).researchPage;
  return (
    <>
      <section aria-labelledby="research-title" className="bg-brand-900 text-white">
        <div className="container-page grid items-center gap-10 py-14 lg:grid-cols-2 lg:py-20">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-[0.18em] text-accent-300 uppercase">
              {page.eyebrow}
            </p>
            <h1 id="research-title" className="text-4xl font-extrabold sm:text-5xl">
              {page.title}
            </h1>
            <p className="mt-4 text-xl font-semibold text-accent-300">{page.tagline}</p>
            <p className="mt-4 max-w-xl text-lg text-brand-100">{page.intro}</p>
          </div>
          <Carousel
            label={page.ui.carousel}
            controlsPlacement="overlay"
            className="overflow-hidden rounded-[var(--radius-card)] shadow-[var(--shadow-lift)]"
            slides={page.slides.map((slide) => (
              <figure key={slide.imageUrl} className="relative">
                <Image
                  src={slide.imageUrl}
                  alt=""
                  className="aspect-[16/10] w-full object-cover"
                  loading="eager"
                />
                <figcaption className="absolute inset-x-0 top-0 bg-gradient-to-b from-ink-900/85 to-transparent p-5 pb-10 text-white">
                  <p className="text-lg font-bold">{slide.title}</p>
                  <p className="text-sm">{slide.description}</p>
                </figcaption>
              </figure>
            ))}
          />
        </div>
      </section>
      <PaperList />
    </>
  );
}

/**
 * Search (title or abstract) and journal chips. Neither resets the page: the chosen page
 * stays, shown within the pages the filtered list has.
 */
export function PaperList() {
  const { papers, researchChips, researchPage: page } = useContent('research', researchContent);
  const [query, setQuery] = useState('');
  // The chosen chip by position (0 is 'All'), so the choice survives a change of language.
  const [chip, setChip] = useState(0);
  const journal = researchContent.researchChips[chip];
  const filtered = papers.filter(
    (paper, index) =>
      matchesText(query, paper.title, paper.abstract) &&
      (chip === 0 || researchContent.papers[index]?.category === journal),
  );
  const {
    page: current,
    pageCount,
    visible,
    goTo,
    listRef,
  } = usePagedList(filtered, PAPERS_PER_PAGE);

  return (
    <Section title={page.papersTitle} tone="white">
      <div className="flex flex-col gap-5">
        <SearchBox
          label={page.ui.search}
          placeholder={page.ui.searchPlaceholder}
          value={query}
          onChange={setQuery}
        />
        <ChipGroup
          label={page.ui.chips}
          options={researchChips}
          value={researchChips[chip] ?? researchChips[0]}
          onChange={(option) => setChip(Math.max(0, researchChips.indexOf(option)))}
        />
      </div>
      <div ref={listRef} className="scroll-mt-24">
        <ul aria-label={page.papersTitle} className="mt-8 grid gap-6 md:grid-cols-2">
          {visible.map((paper) => (
            <PaperCard key={paper.id} paper={paper} ui={page.ui} />
          ))}
        </ul>
      </div>
      <Pager
        page={current}
        pageCount={pageCount}
        onPageChange={goTo}
        label={page.ui.pager}
        className="mt-10"
      />
    </Section>
  );
}

function PaperCard({ paper, ui }: { paper: ResearchPaper; ui: typeof researchContent.researchPage.ui }) {
  return (
    <li className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-paper p-6 ring-1 ring-ink-100">
      <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
        {paper.journal}
      </p>
      <h3 className="text-xl font-semibold">{paper.title}</h3>
      <p className="text-sm text-ink-600">
        <span className="font-medium">{ui.authors}:</span> {paper.authors}
      </p>
      <p className="text-ink-700">{paper.abstract}</p>
      <div className="mt-auto flex flex-wrap gap-4 pt-2 text-sm font-semibold">
        {/* A paper without a real page or DOI yet is listed without links to nowhere. */}
        {hasTarget(paper.link) && (
          <a
            href={paper.link}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline underline-offset-4"
            aria-label={`${ui.readPaper}: ${paper.title}`}
          >
            {ui.readPaper}
          </a>
        )}
        {hasTarget(paper.url) && (
          <a
            href={paper.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline underline-offset-4"
            aria-label={`${ui.doi}: ${paper.title}`}
          >
            {ui.doi}
          </a>
        )}
      </div>
    </li>
  );
}
