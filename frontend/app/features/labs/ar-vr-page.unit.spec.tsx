import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { link, paths } from '../../config/paths';
import { arVrEquipment } from '../../content/labs/ar-vr';
import { renderWithRouter } from '../../test/render';
import { ArVrPage } from './index';
import { chip, chipsOf, currentPage, pageButton, shownTitles } from './testing/queries';

const LIST = 'Equipment';
const PAGER = 'Equipment pages';
const CHIPS = 'Equipment category';

describe('AR/VR Lab page', () => {
  beforeEach(() => renderWithRouter(<ArVrPage />, paths.arVrLab));

  it('has 7 items, 4 per page, with the chips All, AR, VR, Gaming Setups', async () => {
    const user = userEvent.setup();
    expect(arVrEquipment).toHaveLength(7);
    expect(chipsOf(CHIPS)).toEqual(['All', 'AR', 'VR', 'Gaming Setups']);
    expect(shownTitles(LIST)).toHaveLength(4);
    await user.click(pageButton(PAGER, 2));
    expect(shownTitles(LIST)).toHaveLength(3);
  });

  it('keeps the published detail links among its items', () => {
    const slugs = arVrEquipment.map((item) => item.slug);
    for (const slug of [
      'microsoft-hololens',
      'Oculus-Rift',
      'sonyplaystaion-vr',
      'htcvive',
      'sonyps4',
    ]) {
      expect(slugs).toContain(slug);
    }
  });

  it('filters by category and searches titles', async () => {
    const user = userEvent.setup();
    await user.click(chip(CHIPS, 'VR'));
    expect(shownTitles(LIST)).toEqual(['Oculus Rift S', 'Sony PlayStation VR', 'HTC Vive Pro']);
    await user.click(chip(CHIPS, 'All'));
    await user.type(screen.getByRole('searchbox', { name: 'Search equipment' }), 'hololens');
    expect(shownTitles(LIST)).toEqual(['Microsoft HoloLens 2']);
  });

  it('does not reset the page when the category changes', async () => {
    const user = userEvent.setup();
    await user.click(pageButton(PAGER, 2));
    await user.click(chip(CHIPS, 'All'));
    expect(currentPage(PAGER)).toBe('2');
  });

  it("has 'Apply Now' and 'Book Now' leading to the booking page, on the AR/VR Lab (28.1)", () => {
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', link.booking('ArVrLab'));
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', link.booking('ArVrLab'));
  });
});
