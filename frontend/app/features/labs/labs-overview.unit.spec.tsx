import { screen, within } from '@testing-library/react';
import { externalLinks, paths } from '../../config/paths';
import { renderWithRouter } from '../../test/render';
import { LabsOverview } from './index';

describe('Labs overview', () => {
  beforeEach(() => renderWithRouter(<LabsOverview />, '/laboratory'));

  it("has a 'Book Facility' button to the booking page and a carousel of 5 slides", () => {
    expect(screen.getByRole('link', { name: 'Book Facility' })).toHaveAttribute(
      'href',
      paths.booking,
    );
    const carousel = screen.getByRole('region', { name: 'Laboratory highlights' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(5);
  });

  it("shows the five lab cards with 'Know More' and 'Book Now'", () => {
    const cards = within(screen.getByRole('region', { name: 'Our laboratories' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Fabrication Lab',
      'Media Lab',
      'AI/ML Lab',
      'AR/VR Lab',
      'Bio Lab',
    ]);
    const knowMore = (lab: string): HTMLElement =>
      screen.getByRole('link', { name: `Know More: ${lab}` });
    expect(knowMore('Fabrication Lab')).toHaveAttribute('href', paths.fabLab);
    expect(knowMore('Media Lab')).toHaveAttribute('href', paths.mediaLab);
    expect(knowMore('AI/ML Lab')).toHaveAttribute('href', paths.aiMlLab);
    expect(knowMore('AR/VR Lab')).toHaveAttribute('href', paths.arVrLab);
    // The external Bio Lab site once the profile has one, our Bio Lab page until then.
    expect(knowMore('Bio Lab')).toHaveAttribute(
      'href',
      externalLinks.bioLabSite !== '' ? externalLinks.bioLabSite : paths.bioLab,
    );
    if (externalLinks.bioLabSite !== '') expect(knowMore('Bio Lab')).toHaveAttribute('target', '_blank');
    else expect(knowMore('Bio Lab')).not.toHaveAttribute('target');
    for (const card of cards) {
      const book = within(card).getByRole('link', { name: /^Book Now/ });
      expect(book.getAttribute('href')?.startsWith(paths.booking)).toBe(true);
    }
  });
});
