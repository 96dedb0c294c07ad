import { act, screen, within } from '@testing-library/react';
import { switchLanguage } from '../lib/i18n';
import { renderWithRouter } from '../test/render';
import FundingOpportunities from './funding-opportunities';
import PreIncubation from './pre-incubation';

describe('Funding opportunities page', () => {
  beforeEach(() => {
    renderWithRouter(<FundingOpportunities />);
  });

  it('lists the current funding schemes, each with its card parts', () => {
    expect(
      screen.getByRole('heading', { level: 1, name: 'Current Funding Schemes' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent),
    ).toEqual([
      'NIDHI PRAYAS',
      'NIDHI Seed Support System',
      'NIDHI Entrepreneur in Residence',
      'MSInS Seed Fund',
      'Startup India Seed Fund Scheme',
    ]);
    for (const card of cards) {
      expect(
        within(card)
          .getByRole('link', { name: /check eligibility criteria/i })
          .getAttribute('href'),
      ).toMatch(/\.pdf$/);
      expect(within(card).getByRole('link', { name: /^Official website/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      expect(within(card).getByText('Point of contact')).toBeInTheDocument();
      expect(
        within(card).getByRole('region', { name: /^Startups funded under/ }),
      ).toBeInTheDocument();
    }
  });
});

describe('Pre-incubation page', () => {
  beforeEach(() => {
    renderWithRouter(<PreIncubation />);
  });

  it('leads to the five funding programs and to the incubation wizard', () => {
    const programs = within(screen.getByRole('region', { name: 'Funding Programs' })).getAllByRole(
      'link',
    );
    expect(programs.map((link) => link.getAttribute('href'))).toEqual([
      '/programs/funding-program/nidhi-prayas',
      '/programs/funding-program/nidhi-sss',
      '/programs/funding-program/nidhi-eir',
      '/programs/funding-program/Msins',
      '/programs/funding-program/Sisfs',
    ]);
    expect(screen.getByRole('link', { name: 'Apply for Incubation' })).toHaveAttribute(
      'href',
      '/incubationform',
    );
  });
});

describe('Funding pages in Marathi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('lists the schemes under a Marathi heading, names unchanged', async () => {
    renderWithRouter(<FundingOpportunities />);
    await act(() => switchLanguage('mr'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'सध्याच्या निधी योजना' }),
    ).toBeInTheDocument();
    const titles = screen
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
    expect(titles[0]).toBe('NIDHI PRAYAS');
    expect(titles[4]).toBe('Startup India Seed Fund Scheme');
  });

  it('shows the pre-incubation journey in Marathi with the same links', async () => {
    renderWithRouter(<PreIncubation />);
    await act(() => switchLanguage('mr'));
    expect(await screen.findByRole('link', { name: 'इन्क्युबेशनसाठी अर्ज करा' })).toHaveAttribute(
      'href',
      '/incubationform',
    );
    const steps = within(screen.getByRole('region', { name: 'हे कसे चालते' })).getAllByRole(
      'listitem',
    );
    expect(steps[1]).toHaveTextContent('पायरी २');
    expect(steps[1]).toHaveTextContent('आठवडे १–४: शोध');
    expect(
      within(screen.getByRole('region', { name: 'निधी कार्यक्रम' })).getAllByRole('link'),
    ).toHaveLength(5);
  });
});
