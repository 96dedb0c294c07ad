import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { innovation } from '../../../content/innovation';
import { InnovationProjects } from './innovation-projects';
import { truncateWords } from './words';

const renderList = () =>
  render(
    <InnovationProjects
      projects={innovation.projects}
      categories={innovation.categories}
      pageSize={innovation.pageSize}
      readMoreWords={innovation.readMoreWords}
      ui={innovation.ui}
    />,
  );

const cards = (): HTMLElement[] => within(screen.getByRole('list', { name: 'Innovation projects' })).getAllByRole('listitem');
const titles = (): string[] => cards().map((card) => within(card).getByRole('heading').textContent ?? '');
const wordCount = (text: string): number => text.trim().split(/\s+/).length;

describe('Innovation Projects list', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('holds 15 projects and shows 4 per page over 4 pages', () => {
    expect(innovation.projects).toHaveLength(15);
    renderList();
    expect(cards()).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(4);
  });

  it('shows no category chips because the category list is empty', () => {
    renderList();
    expect(screen.queryByRole('group', { name: 'Project categories' })).not.toBeInTheDocument();
  });

  it('disables Previous on the first page and Next on the last', async () => {
    const user = userEvent.setup();
    renderList();
    expect(screen.getByRole('button', { name: /previous/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: /next/i })).toBeEnabled();
    for (let page = 2; page <= 4; page += 1) await user.click(screen.getByRole('button', { name: /next/i }));
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('button', { name: /next/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: /previous/i })).toBeEnabled();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('searches the description only, case-insensitively', async () => {
    const user = userEvent.setup();
    renderList();
    const search = screen.getByRole('searchbox', { name: 'Search innovation projects' });
    // 'Glove' is in a title, but 'glove' also appears in that project's description.
    await user.type(search, 'FLEX SENSORS');
    expect(titles()).toEqual(['Sign Language Glove']);
    await user.clear(search);
    // A word found only in a title matches nothing.
    await user.type(search, 'Crop Doctor');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('does not reset the page when the search text changes', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.type(screen.getByRole('searchbox'), 'a');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('cuts long descriptions to 24 words with Read more / Read less, and leaves short ones whole', async () => {
    const user = userEvent.setup();
    renderList();
    const long = innovation.projects[0]!;
    const short = innovation.projects[2]!;
    expect(wordCount(long.discription)).toBeGreaterThan(24);
    expect(wordCount(short.discription)).toBeLessThanOrEqual(24);

    const longCard = cards().find((card) => within(card).queryByRole('heading', { name: long.title }))!;
    const shortCard = cards().find((card) => within(card).queryByRole('heading', { name: short.title }))!;
    expect(within(shortCard).queryByRole('button', { name: /read more/i })).not.toBeInTheDocument();
    expect(within(shortCard).getByText(short.discription)).toBeInTheDocument();

    const collapsed = truncateWords(long.discription, 24).text;
    expect(collapsed.endsWith('…')).toBe(true);
    expect(wordCount(collapsed)).toBe(24);
    expect(within(longCard).getByText(collapsed)).toBeInTheDocument();

    const toggle = within(longCard).getByRole('button', { name: /read more/i });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(longCard).getByText(long.discription)).toBeInTheDocument();
    expect(within(longCard).getByRole('button', { name: /read less/i })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(longCard).getByRole('button', { name: /read less/i }));
    expect(within(longCard).getByText(collapsed)).toBeInTheDocument();
  });

  it('truncateWords keeps texts of exactly 24 words untouched', () => {
    const exact = Array.from({ length: 24 }, (_, i) => `w${i}`).join(' ');
    expect(truncateWords(exact, 24)).toEqual({ text: exact, cut: false });
    expect(truncateWords(`${exact} extra`, 24)).toEqual({ text: `${exact}…`, cut: true });
  });
});
