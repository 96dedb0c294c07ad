import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../test/render';
import { footerColumns } from '../content/site';
import { hasTarget } from '../lib/links';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  beforeEach(() => renderWithRouter(<SiteFooter />));

  it('has four columns', () => {
    const columns = screen.getAllByRole('navigation', { name: /^Footer:/ });
    expect(columns).toHaveLength(4);
    const own = columns[0];
    if (!own) throw new Error('missing column');
    expect(within(own).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Research',
      'Innovation',
      'Incubation',
      'Design',
      'Design Studio',
      'Laboratory',
      'Lab availability',
      'Training programs',
      'Community',
      'Funding opportunities',
      'Innovation festival',
      'Newsletter',
    ]);
  });

  it('sends staff to the sign-in page of this site and startups to the contact page', () => {
    const staff = within(screen.getByRole('navigation', { name: 'Footer: Staff' })).getByRole('link');
    expect(staff).toHaveAttribute('href', '/sign-in');
    expect(staff).not.toHaveAttribute('target');
    const startups = within(screen.getByRole('navigation', { name: 'Footer: Startups' })).getAllByRole('link');
    expect(startups.map((link) => link.getAttribute('href'))).toEqual(['/contact', '/appointmentForm', '/incubationform']);
  });

  it('links a campus place only when the profile gives it a real address, and names it otherwise', () => {
    const campus = screen.getByRole('navigation', { name: 'Footer: Campus' });
    const column = footerColumns.find((group) => group.label === 'Campus');
    if (!column) throw new Error('missing column');
    for (const item of column.links) {
      const shown = within(campus).getByText(item.label);
      if (hasTarget(item.to)) {
        expect(shown.closest('a')).toHaveAttribute('rel', 'noopener noreferrer');
      } else {
        expect(shown.closest('a')).toBeNull();
      }
    }
  });

  it("ends with the copyright line of the build's year", () => {
    expect(screen.getByText(new RegExp(`© ${new Date().getUTCFullYear()} `))).toBeInTheDocument();
  });
});
