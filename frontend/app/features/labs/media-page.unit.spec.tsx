import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../config/paths';
import { mediaEquipment, mediaPage } from '../../content/labs/media';
import { renderWithRouter } from '../../test/render';
import { MediaPage } from './index';
import { chip, chipsOf, currentPage, pageButton, pager, shownTitles } from './testing/queries';

const LIST = 'Facilities';
const PAGER = 'Facility pages';
const CHIPS = 'Facility category';
const lens = (): HTMLElement | null => screen.queryByRole('combobox', { name: 'Lens' });
const search = (): HTMLElement => screen.getByRole('searchbox', { name: 'Search facilities' });

describe('Media Lab page', () => {
  beforeEach(() => renderWithRouter(<MediaPage />, paths.mediaLab));

  it('shows the tagline, a carousel and a Book Now link to the booking page', () => {
    expect(screen.getByText(mediaPage.tagline)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Media Lab highlights' })).toBeInTheDocument();
    const book = screen.getAllByRole('link', { name: 'Book Now' });
    expect(book).toHaveLength(2);
    for (const a of book) expect(a.getAttribute('href')?.startsWith(paths.booking)).toBe(true);
  });

  it("searches titles with the placeholder 'Search a project'", async () => {
    const user = userEvent.setup();
    expect(search()).toHaveAttribute('placeholder', 'Search a project');
    await user.type(search(), 'sony');
    expect(shownTitles(LIST)).toEqual([
      'Sony Alpha 7 IV Camera',
      'Sony FX30 Cinema Camera',
      'Sony FE 35mm f/1.8 Lens',
      'Sony FE 50mm f/1.8 Lens',
    ]);
  });

  it('offers the category tabs and 4 facilities per page', () => {
    expect(chipsOf(CHIPS)).toEqual([
      'All',
      'Cameras & Equipment',
      'Lights & Acoustic',
      'Studios & Setups',
      'Lenses',
    ]);
    expect(shownTitles(LIST)).toHaveLength(4);
    expect(within(pager(PAGER)!).getAllByRole('button', { name: /^Page/ })).toHaveLength(
      Math.ceil(mediaEquipment.length / 4),
    );
  });

  it("shows the lens dropdown only in the Lenses tab, with 'All Lenses', 35mm and 50mm", async () => {
    const user = userEvent.setup();
    expect(lens()).not.toBeInTheDocument();
    await user.click(chip(CHIPS, 'Lenses'));
    expect(
      within(lens()!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Lenses', '35mm', '50mm']);
    expect(shownTitles(LIST)).toHaveLength(3);
    await user.selectOptions(lens()!, '35mm');
    expect(shownTitles(LIST)).toEqual(['Sony FE 35mm f/1.8 Lens', 'Sigma 35mm f/1.4 DG DN Art Lens']);
  });

  it('clears the lens choice when another tab is chosen', async () => {
    const user = userEvent.setup();
    await user.click(chip(CHIPS, 'Lenses'));
    await user.selectOptions(lens()!, '50mm');
    await user.click(chip(CHIPS, 'Cameras & Equipment'));
    expect(lens()).not.toBeInTheDocument();
    expect(shownTitles(LIST)).toHaveLength(4);
    await user.click(chip(CHIPS, 'Lenses'));
    expect(lens()).toHaveValue('All Lenses');
    expect(shownTitles(LIST)).toHaveLength(3);
  });

  it('does not reset the page when the category or the search changes', async () => {
    const user = userEvent.setup();
    await user.click(pageButton(PAGER, 2));
    await user.click(chip(CHIPS, 'All'));
    expect(currentPage(PAGER)).toBe('2');
    await user.type(search(), 'o');
    expect(currentPage(PAGER)).toBe('2');
  });

  it('bounds Previous and Next between 1 and the last page', async () => {
    const user = userEvent.setup();
    const last = String(Math.ceil(mediaEquipment.length / 4));
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(pageButton(PAGER, Number(last)));
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(currentPage(PAGER)).toBe(last);
  });

  it("offers the membership plan PDF and closes with 'Let’s get started!'", () => {
    const download = screen.getByRole('link', { name: 'Download Membership Plan (PDF)' });
    expect(download).toHaveAttribute('href', mediaPage.membershipFile);
    expect(screen.getByRole('heading', { name: 'Let’s get started!' })).toBeInTheDocument();
  });
});
