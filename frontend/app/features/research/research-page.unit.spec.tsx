import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { papers, researchPage } from '../../content/research';
import { hasTarget } from '../../lib/links';
import { renderWithRouter } from '../../test/render';
import { ResearchPage } from './index';

const shownTitles = (): string[] =>
  within(screen.getByRole('list', { name: 'Research Papers' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
const pager = (): HTMLElement | null =>
  screen.queryByRole('navigation', { name: 'Research paper pages' });
const currentPage = (): string | null =>
  within(pager()!)
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'page')?.textContent ?? null;
const search = (): HTMLElement => screen.getByRole('searchbox', { name: 'Search research papers' });
const chip = (name: string): HTMLElement =>
  within(screen.getByRole('group', { name: 'Journal' })).getByRole('button', { name });

describe('Research hub', () => {
  beforeEach(() => renderWithRouter(<ResearchPage />, '/research'));

  it('shows a carousel of 6 slides, the tagline and the intro that counts 17 papers', () => {
    const carousel = screen.getByRole('region', { name: 'Research highlights' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(6);
    expect(screen.getByText(researchPage.tagline)).toBeInTheDocument();
    expect(screen.getByText(/17 selected papers/)).toBeInTheDocument();
    expect(papers).toHaveLength(16);
  });

  it("searches with the placeholder 'Search a project' and offers the journal chips", () => {
    expect(search()).toHaveAttribute('placeholder', 'Search a project');
    const chips = within(screen.getByRole('group', { name: 'Journal' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual([
      'All',
      'The African Journal of Life Sciences',
      'The International Journal of Life Sciences',
      'Journal of Cellular Signalling',
    ]);
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows 4 papers per page over 4 pages', async () => {
    const user = userEvent.setup();
    expect(shownTitles()).toEqual(papers.slice(0, 4).map((p) => p.title));
    expect(within(pager()!).getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(shownTitles()).toEqual(papers.slice(12, 16).map((p) => p.title));
  });

  it('matches the search case-insensitively in the title', async () => {
    const user = userEvent.setup();
    await user.type(search(), 'ANAEMIA');
    expect(shownTitles()).toEqual(['Anaemia screening with smartphone images of the eyelid']);
  });

  it('matches the search in the abstract', async () => {
    const user = userEvent.setup();
    await user.type(search(), 'gravimetric');
    expect(shownTitles()).toEqual([
      'Soil moisture sensing with capacitive probes for smallholder irrigation',
    ]);
  });

  it('shows nothing, and no message, when nothing matches', async () => {
    const user = userEvent.setup();
    await user.type(search(), 'no such paper');
    expect(shownTitles()).toEqual([]);
    expect(pager()).not.toBeInTheDocument();
    expect(screen.queryByText(/no (results|papers)/i)).not.toBeInTheDocument();
  });

  it("keeps only the selected journal's papers", async () => {
    const user = userEvent.setup();
    await user.click(chip('Journal of Cellular Signalling'));
    expect(chip('Journal of Cellular Signalling')).toHaveAttribute('aria-pressed', 'true');
    const expected = papers
      .filter((p) => p.category === 'Journal of Cellular Signalling')
      .map((p) => p.title);
    expect(shownTitles()).toEqual(expected);
  });

  it('hides the pager when the papers fit on one page', async () => {
    const user = userEvent.setup();
    expect(pager()).toBeInTheDocument();
    await user.click(chip('Journal of Cellular Signalling'));
    expect(pager()).not.toBeInTheDocument();
  });

  it('does not reset the page when the journal changes', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(chip('The International Journal of Life Sciences'));
    expect(currentPage()).toBe('2');
    const journal = papers.filter(
      (p) => p.category === 'The International Journal of Life Sciences',
    );
    expect(shownTitles()).toEqual(journal.slice(4, 8).map((p) => p.title));
  });

  it('does not reset the page when the search text changes', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.type(search(), 'a');
    expect(currentPage()).toBe('3');
  });

  it('clamps Previous and Next between the first and the last page', async () => {
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(currentPage()).toBe('3');
  });

  it('opens papers in a new tab, and lists a paper without a real page or DOI without links', () => {
    const list = screen.getByRole('list', { name: 'Research Papers' });
    for (const a of within(list).queryAllByRole('link')) expect(a).toHaveAttribute('target', '_blank');
    const shown = papers.filter((paper) => within(list).queryByText(paper.title));
    expect(shown.length).toBeGreaterThan(0);
    const expectedLinks = shown.flatMap((paper) => [paper.link, paper.url]).filter((href) => hasTarget(href));
    expect(within(list).queryAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(expectedLinks);
  });
});
