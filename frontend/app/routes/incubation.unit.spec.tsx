import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../test/render';
import Incubation from './incubation';

describe('Incubation page', () => {
  beforeEach(() => {
    renderWithRouter(<Incubation />);
  });

  it('has Apply for Incubation at the top and the bottom, both to our own application wizard', () => {
    const links = screen.getAllByRole('link', { name: 'Apply for Incubation' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/incubationform');
  });

  it('offers the brochure as a PDF download', () => {
    const brochure = screen.getByRole('link', { name: 'Download brochure (PDF)' });
    expect(brochure).toHaveAttribute('href', '/docs/incubation/incubation-brochure.pdf');
    expect(brochure).toHaveAttribute('download');
  });

  it('has a carousel, an intro with an image, and the ten services in order', () => {
    expect(screen.getByRole('region', { name: 'Life at the incubator' })).toBeInTheDocument();
    const intro = screen.getByRole('region', { name: 'Incubation at the centre' });
    expect(within(intro).getByRole('img')).toHaveAccessibleName(/incubation wing/);
    const services = within(screen.getByRole('region', { name: 'Services' })).getAllByRole('listitem');
    expect(services.map((service) => within(service).getByRole('heading').textContent)).toEqual([
      'Mentoring',
      'Fundraising opportunities',
      'MVP Development Support',
      'Business Networking',
      'Infrastructure',
      'Immersion programs',
      'Lab Access',
      'HR Services',
      'Partner Collaboration Opportunities',
      'Cloud Credits',
    ]);
  });

  it('hosts the Startup Portfolio section', () => {
    expect(screen.getByRole('region', { name: 'Startup Portfolio' })).toBeInTheDocument();
  });
});
