import { act, screen, within } from '@testing-library/react';
import { switchLanguage } from '../lib/i18n';
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
    const services = within(screen.getByRole('region', { name: 'Services' })).getAllByRole(
      'listitem',
    );
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

describe('Incubation page in Marathi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('switches its own texts to Marathi without a reload', async () => {
    renderWithRouter(<Incubation />);
    await act(() => switchLanguage('mr'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'कल्पनेपासून कंपनीपर्यंत, हा प्रवास आधी केलेल्या लोकांसोबत',
      }),
    ).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'इन्क्युबेशनसाठी अर्ज करा' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/incubationform');
    expect(screen.getByRole('region', { name: 'इन्क्युबेटरमधील जीवन' })).toBeInTheDocument();
    const services = within(screen.getByRole('region', { name: 'सेवा' })).getAllByRole('listitem');
    expect(services).toHaveLength(10);
    expect(within(services[0]!).getByRole('heading')).toHaveTextContent('मार्गदर्शन');
    expect(screen.getByRole('region', { name: 'केंद्रातील इन्क्युबेशन' })).toHaveTextContent(
      '२०१० पासून केंद्राने ३००+ स्टार्टअप्स',
    );
  });
});
