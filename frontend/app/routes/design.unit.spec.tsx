import { act, screen, within } from '@testing-library/react';
import { switchLanguage } from '../lib/i18n';
import { renderWithRouter } from '../test/render';
import Design from './design';
import DesignStudio from './design-studio';
import { externalLinks } from '../config/paths';
import { hasTarget } from '../lib/links';

describe('Design page', () => {
  beforeEach(() => {
    renderWithRouter(<Design />);
  });

  it('has the tagline and a carousel', () => {
    expect(
      screen.getByRole('heading', { level: 1, name: 'Creativity is Intelligence Having Fun' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Design at the centre' })).toBeInTheDocument();
  });

  it('links to the design studio and to the external design school', () => {
    expect(screen.getByRole('link', { name: 'Design Studio' })).toHaveAttribute(
      'href',
      '/design-studio',
    );
    // The school's own site once the centre's profile has it; its name as text until then.
    const school = screen.queryByRole('link', { name: 'School of Design' });
    if (hasTarget(externalLinks.designSchool)) {
      expect(school).toHaveAttribute('href', externalLinks.designSchool);
      expect(school).toHaveAttribute('target', '_blank');
    } else {
      expect(school).toBeNull();
      expect(screen.getByRole('heading', { name: 'School of Design' })).toBeInTheDocument();
    }
  });

  it('offers three courses with their durations and an enrol link', () => {
    const offerings = within(screen.getByRole('region', { name: 'What we offer' })).getAllByRole(
      'listitem',
    );
    expect(offerings).toHaveLength(3);
    const durations = offerings.map((offering) => [
      within(offering).getByRole('heading').textContent,
      within(offering).getByText(/^Duration:/).textContent,
    ]);
    expect(durations).toEqual([
      ['Design Thinking', 'Duration: 1 week'],
      ['Integrated Product Design', 'Duration: 3 months'],
      ['Design & Innovation', 'Duration: 1 day'],
    ]);
    for (const offering of offerings)
      expect(
        within(offering)
          .getByRole('link', { name: /^Enroll in/ })
          .getAttribute('href'),
      ).toMatch(/^mailto:/);
  });

  it('lists past workshops with their dates', () => {
    const past = within(screen.getByRole('region', { name: 'Past Workshops' })).getAllByRole(
      'listitem',
    );
    expect(past.length).toBeGreaterThan(0);
    expect(within(past[0]!).getByText(/2024/)).toBeInTheDocument();
  });
});

describe('Design studio page', () => {
  beforeEach(() => {
    renderWithRouter(<DesignStudio />);
  });

  it('has a carousel and the five services', () => {
    expect(screen.getByRole('region', { name: 'Design Studio work' })).toBeInTheDocument();
    const services = within(screen.getByRole('region', { name: 'Services' })).getAllByRole(
      'listitem',
    );
    expect(services.map((service) => within(service).getByRole('heading').textContent)).toEqual([
      'Product Design',
      'UI / UX',
      'Virtual Reality',
      'Minimum Viable Product',
      'Business Networking',
    ]);
  });

  it('shows 6 clients first with View More, and 4 portfolio projects with a search box', () => {
    const clients = screen.getByRole('region', { name: 'Our Client' });
    expect(within(within(clients).getByRole('list')).getAllByRole('listitem')).toHaveLength(6);
    expect(within(clients).getByRole('button', { name: 'View More' })).toBeInTheDocument();
    const portfolio = screen.getByRole('region', { name: 'Portfolio' });
    expect(within(portfolio).getByRole('searchbox')).toBeInTheDocument();
    expect(
      within(within(portfolio).getByRole('list', { name: 'Portfolio projects' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(4);
  });
});

describe('Design pages in Marathi', () => {
  afterEach(() => act(() => switchLanguage('en')));

  it('switches the design page to Marathi without a reload', async () => {
    renderWithRouter(<Design />);
    await act(() => switchLanguage('mr'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'सर्जनशीलता म्हणजे मजा करणारी बुद्धिमत्ता' }),
    ).toBeInTheDocument();
    const offerings = within(screen.getByRole('region', { name: 'आम्ही काय देतो' })).getAllByRole(
      'listitem',
    );
    expect(within(offerings[0]!).getByText(/^कालावधी:/)).toHaveTextContent('कालावधी: १ आठवडा');
    expect(
      within(offerings[0]!)
        .getByRole('link', { name: 'डिझाइन थिंकिंग साठी प्रवेश घ्या' })
        .getAttribute('href'),
    ).toMatch(/^mailto:/);
    expect(screen.getByRole('link', { name: 'डिझाइन स्टुडिओ' })).toHaveAttribute(
      'href',
      '/design-studio',
    );
  });

  it('shows the design studio in Marathi, client and people names as they are', async () => {
    renderWithRouter(<DesignStudio />);
    await act(() => switchLanguage('mr'));
    expect(screen.getByRole('heading', { level: 1, name: 'डिझाइन स्टुडिओ' })).toBeInTheDocument();
    const clients = screen.getByRole('region', { name: 'आमचे क्लायंट' });
    expect(within(clients).getByRole('heading', { name: 'AgroNova' })).toBeInTheDocument();
    expect(within(clients).getByRole('img', { name: 'AgroNova लोगो' })).toBeInTheDocument();
    expect(within(clients).getByRole('button', { name: 'आणखी पाहा' })).toBeInTheDocument();
    const portfolio = screen.getByRole('region', { name: 'पोर्टफोलिओ' });
    expect(within(portfolio).getByRole('searchbox', { name: 'पोर्टफोलिओमध्ये शोधा' })).toHaveAttribute(
      'placeholder',
      'प्रकल्प शोधा',
    );
    expect(within(portfolio).getAllByText('सहयोगी:')).toHaveLength(4);
  });
});
