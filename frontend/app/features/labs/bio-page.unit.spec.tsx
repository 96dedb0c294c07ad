import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { externalLinks, paths } from '../../config/paths';
import { bioEquipment, bioPage } from '../../content/labs/bio';
import { renderWithRouter } from '../../test/render';
import { BioPage } from './index';
import { chip, chipsOf, currentPage, pageButton, shownTitles } from './testing/queries';
import { hasTarget } from '../../lib/links';

const LIST = 'Facilities';
const CHIPS = 'Facility category';

describe('Bio Lab page', () => {
  beforeEach(() => renderWithRouter(<BioPage />, paths.bioLab));

  it('lists nine facilities under the published filter buttons', () => {
    expect(bioEquipment).toHaveLength(9);
    expect(chipsOf(CHIPS)).toEqual([
      'All',
      'Analyticl Lab',
      'Cell Culture Lab',
      'Molecular Biology Lab',
      'Pripration Lab',
      'Fermantor Lab',
    ]);
    expect(shownTitles(LIST)).toHaveLength(4);
  });

  it('filters by the chosen room, without resetting the page', async () => {
    const user = userEvent.setup();
    await user.click(chip(CHIPS, 'Fermantor Lab'));
    expect(shownTitles(LIST)).toEqual(['Benchtop Fermenter (5 L)']);
    await user.click(chip(CHIPS, 'All'));
    await user.click(pageButton('Facility pages', 3));
    await user.click(chip(CHIPS, 'All'));
    expect(currentPage('Facility pages')).toBe('3');
  });

  it('links to the external Bio Lab site, the membership plan and the booking form', () => {
    // The Bio Lab's own site once the centre's profile has it; no button to nowhere until then.
    const site = screen.queryByRole('link', { name: 'Visit the Bio Lab website' });
    if (hasTarget(externalLinks.bioLabSite)) {
      expect(site).toHaveAttribute('href', externalLinks.bioLabSite);
      expect(site).toHaveAttribute('target', '_blank');
    } else {
      expect(site).toBeNull();
    }
    expect(screen.getByRole('link', { name: 'Download Membership Plan (PDF)' })).toHaveAttribute(
      'href',
      bioPage.membershipFile,
    );
    for (const a of screen.getAllByRole('link', { name: 'Book Now' })) {
      expect(a.getAttribute('href')?.startsWith(paths.booking)).toBe(true);
    }
  });
});
