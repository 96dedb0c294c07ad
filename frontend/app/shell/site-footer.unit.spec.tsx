import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../test/render';
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
      'Laboratory',
    ]);
  });

  it('sends staff to an external portal and startups to the contact page', () => {
    const staff = within(screen.getByRole('navigation', { name: 'Footer: Staff' })).getByRole('link');
    expect(staff).toHaveAttribute('target', '_blank');
    const startups = within(screen.getByRole('navigation', { name: 'Footer: Startups' })).getByRole('link');
    expect(startups).toHaveAttribute('href', '/contact');
    const campus = within(screen.getByRole('navigation', { name: 'Footer: Campus' })).getAllByRole('link');
    expect(campus).toHaveLength(4);
    for (const link of campus) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('ends with the 2019 copyright line', () => {
    expect(screen.getByText(/© 2019/)).toBeInTheDocument();
  });
});
