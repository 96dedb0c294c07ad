import { act, cleanup, screen, within } from '@testing-library/react';
import { switchLanguage } from '../lib/i18n';
import { renderWithRouter } from '../test/render';
import Newsletter from './newsletter';

describe('Newsletter Q4 2024 page', () => {
  beforeEach(() => {
    renderWithRouter(<Newsletter />);
  });

  it('stacks fourteen sections in order', () => {
    const sections = [...document.querySelectorAll('[data-newsletter-section]')];
    expect(sections).toHaveLength(14);
    expect(sections.map((section) => section.querySelector('h1, h2')?.textContent)).toEqual([
      'Highlights from Q4 2024',
      'Global Business Learning Initiatives',
      'Global XR Innovations',
      'Partner Collaborations',
      'Celebrating Excellence Together',
      'Funding Updates',
      'Startup Spotlight',
      'Funding Updates',
      'Sangam Innovation & Impact Festival',
      'Events of the quarter',
      'Featured in the Media',
      'Celebrating Innovation Milestones',
      'Startup Monitoring: Field and Office Visits',
      'What we saw on the visits',
    ]);
  });

  it('offers the newsletter as a PDF download', () => {
    const link = screen.getByRole('link', { name: 'Download the newsletter (PDF)' });
    expect(link).toHaveAttribute('href', '/docs/newsletter/newsletter-q4-2024.pdf');
    expect(link).toHaveAttribute('download');
  });

  it('has eight startup funding tiles and grant tiles with name, amount and grant type', () => {
    expect(
      within(
        screen.getByRole('list', {
          name: 'Eight startups raised funds or won grants this quarter.',
        }),
      ).getAllByRole('listitem'),
    ).toHaveLength(8);
    const grants = within(
      screen.getByRole('list', { name: /₹86 lakh programme for 7 startups/ }),
    ).getAllByRole('listitem');
    expect(grants[0]).toHaveTextContent('₹86 lakh');
    expect(grants[0]).toHaveTextContent('State programme grant');
  });

  it('shows the XR hackathon prize over 24 hours', () => {
    const xr = screen.getByRole('region', { name: 'Global XR Innovations' });
    expect(within(xr).getByText('₹50,000')).toBeInTheDocument();
    expect(within(xr).getByText('24 hours')).toBeInTheDocument();
  });

  it('features two rows of four media articles', () => {
    const media = screen.getByRole('region', { name: 'Featured in the Media' });
    const rows = within(media).getAllByRole('list');
    expect(rows.map((row) => within(row).getAllByRole('listitem').length)).toEqual([4, 4]);
  });

  it('shows eight field-visit photos and title/description pairs', () => {
    const monitoring = screen.getByRole('region', {
      name: 'Startup Monitoring: Field and Office Visits',
    });
    expect(within(monitoring).getAllByRole('img')).toHaveLength(8);
    expect(monitoring).toHaveTextContent(/fund-utilisation presentations/);
    const notes = within(
      screen.getByRole('region', { name: 'What we saw on the visits' }),
    ).getAllByRole('listitem');
    for (const note of notes) expect(within(note).getAllByRole('heading')).toHaveLength(2);
  });
});

describe('Newsletter Q4 2024 page in Marathi', () => {
  afterEach(async () => {
    cleanup();
    await act(() => switchLanguage('en'));
  });

  it('shows its sections, figures and dates in Marathi', async () => {
    renderWithRouter(<Newsletter />);
    await act(() => switchLanguage('mr'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '२०२४ च्या चौथ्या तिमाहीतील ठळक घडामोडी',
      }),
    ).toBeInTheDocument();
    const xr = screen.getByRole('region', { name: 'जागतिक XR नवोपक्रम' });
    expect(within(xr).getByText('२४ तास')).toBeInTheDocument();
    expect(within(xr).getByText('₹५०,०००')).toBeInTheDocument();
    const media = screen.getByRole('region', { name: 'माध्यमांतील प्रसिद्धी' });
    expect(media).toHaveTextContent('Pune Daily · ९ ऑक्टो, २०२४');
    expect(screen.getByRole('link', { name: 'वार्तापत्र डाउनलोड करा (PDF)' })).toHaveAttribute(
      'href',
      '/docs/newsletter/newsletter-q4-2024.pdf',
    );
    expect(screen.getByRole('region', { name: 'नवोपक्रमातील टप्प्यांचा उत्सव' })).toHaveTextContent(
      '४०० कोटी+',
    );
  });
});
