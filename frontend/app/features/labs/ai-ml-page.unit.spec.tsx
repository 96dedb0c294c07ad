import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { link, paths } from '../../config/paths';
import { aiMlEquipment } from '../../content/labs/ai-ml';
import { renderWithRouter } from '../../test/render';
import { AiMlPage } from './index';
import { chip, chipsOf, currentPage, pageButton, pager, shownTitles } from './testing/queries';

const LIST = 'Equipment';
const PAGER = 'Equipment pages';
const CHIPS = 'Equipment category';
const search = (): HTMLElement => screen.getByRole('searchbox', { name: 'Search equipment' });

describe('AI/ML Lab page', () => {
  beforeEach(() => renderWithRouter(<AiMlPage />, paths.aiMlLab));

  it('has 8 equipment items, 4 per page, each with a Check Details link to its page', async () => {
    const user = userEvent.setup();
    expect(aiMlEquipment).toHaveLength(8);
    expect(shownTitles(LIST)).toHaveLength(4);
    expect(within(pager(PAGER)!).getAllByRole('button', { name: /^Page/ })).toHaveLength(2);
    const details = screen.getByRole('link', { name: 'Check Details: Sony A7 III Camera' });
    expect(details).toHaveAttribute('href', link.project('sony-a7-iii'));
    await user.click(pageButton(PAGER, 2));
    expect(shownTitles(LIST)).toEqual(aiMlEquipment.slice(4).map((item) => item.title));
  });

  it('uses the detail links the centre publishes', () => {
    expect(aiMlEquipment.map((item) => link.project(item.slug))).toEqual([
      '/projects/sony-a7-iii',
      '/projects/hpprobook440',
      '/projects/iphone6s',
      '/projects/antibacterial-activity-fish-skin-2',
      '/projects/Google-Pixel-3XL',
      '/projects/OnePlus_5',
      '/projects/lenovoe1',
      '/projects/apple-macPro',
    ]);
  });

  it('offers the chips All, Laptops, Mobiles / Watches, Accessories', () => {
    expect(chipsOf(CHIPS)).toEqual(['All', 'Laptops', 'Mobiles / Watches', 'Accessories']);
  });

  it('filters by category; Accessories shows an empty list and no message', async () => {
    const user = userEvent.setup();
    await user.click(chip(CHIPS, 'Laptops'));
    expect(shownTitles(LIST)).toEqual([
      'HP ProBook 440 Laptop',
      'Lenovo ThinkPad E14 Laptop',
      'Apple MacBook Pro 14 (Unit 1)',
    ]);
    await user.click(chip(CHIPS, 'Accessories'));
    expect(shownTitles(LIST)).toEqual([]);
    expect(pager(PAGER)).not.toBeInTheDocument();
    expect(screen.queryByText(/no (results|equipment)/i)).not.toBeInTheDocument();
  });

  it('matches the search in titles only, since the items carry no description', async () => {
    const user = userEvent.setup();
    await user.type(search(), 'pixel');
    expect(shownTitles(LIST)).toEqual(['Google Pixel 3 XL']);
    await user.clear(search());
    await user.type(search(), 'TensorFlow');
    expect(shownTitles(LIST)).toEqual([]);
  });

  it('does not reset the page when the category or the search changes', async () => {
    const user = userEvent.setup();
    await user.click(pageButton(PAGER, 2));
    await user.click(chip(CHIPS, 'Mobiles / Watches'));
    expect(currentPage(PAGER)).toBe('2');
    await user.click(chip(CHIPS, 'All'));
    await user.type(search(), 'o');
    expect(currentPage(PAGER)).toBe('2');
  });

  it("shows 'Membership Plans' and a Book Now call to action to the booking page", () => {
    expect(screen.getByRole('region', { name: 'Membership Plans' })).toBeInTheDocument();
    const book = screen.getByRole('link', { name: 'Book Now' });
    expect(book.getAttribute('href')?.startsWith(paths.booking)).toBe(true);
  });
});
