import { act, screen, within } from '@testing-library/react';
import { BUILD_DATE } from '../config/build-info';
import { festival } from '../content/festival';
import { switchLanguage } from '../lib/i18n';
import { installFakeIntersectionObserver } from '../test/observers';
import { renderWithRouter } from '../test/render';
import Festival from './festival';

describe('Festival page', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
    renderWithRouter(<Festival />);
  });

  it('has the eight sections of the dot navigation, in order', () => {
    const ids = [
      'hero',
      'vision',
      'sustainability',
      'speakers',
      'bio-fashion',
      'art-hive',
      'moments',
      'story',
    ];
    const sections = ids.map((id) => document.getElementById(id));
    expect(sections.every((section) => section?.tagName === 'SECTION')).toBe(true);
    expect(
      within(screen.getByRole('navigation', { name: 'Festival sections' })).getAllByRole('link'),
    ).toHaveLength(8);
    for (const title of [
      'A Vision Turned Reality',
      'Driving Sustainability',
      'Inspiring Minds at the Inauguration',
      'Sustainable Fashion and Lifestyle Hive',
      'Art Hive',
      'Moments that Brought Us Together',
      'The Story We Told',
    ])
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
  });

  it('shows the festival figures', () => {
    const sustainability = screen.getByRole('region', { name: 'Driving Sustainability' });
    for (const value of ['2,000 kg', '100', '400 kg', '1,500 kg', '55.5 kg', '30 kg'])
      expect(within(sustainability).getByText(value)).toBeInTheDocument();
    const fashion = screen.getByRole('region', { name: 'Sustainable Fashion and Lifestyle Hive' });
    expect(within(fashion).getByText('Kutch artisans').nextSibling).toHaveTextContent('9');
    expect(within(fashion).getByText('Brands').nextSibling).toHaveTextContent('6');
    expect(within(fashion).getByText('Young designers').nextSibling).toHaveTextContent('11');
    const vision = screen.getByRole('region', { name: 'A Vision Turned Reality' });
    expect(within(vision).getByText('Manifesto entities').nextSibling).toHaveTextContent('6');
    expect(within(vision).getByText('Trainees').nextSibling).toHaveTextContent('520');
  });

  it('gives every button a real action: the report downloads, the others write to us', () => {
    for (const link of screen.getAllByRole('link', { name: 'Download Full Report' })) {
      expect(link).toHaveAttribute('href', '/docs/festival/siif-2025-impact-report.pdf');
      expect(link).toHaveAttribute('download');
    }
    for (const name of [/^Pre-register for/, 'Partner with Us']) {
      for (const link of screen.queryAllByRole('link', { name }))
        expect(link.getAttribute('href')).toMatch(/^mailto:/);
    }
    expect(screen.getAllByRole('link', { name: 'Partner with Us' }).length).toBeGreaterThan(0);
  });

  it('reads as an archive once the edition is over, and invites to no edition that is not announced', () => {
    expect(festival.ended < BUILD_DATE.toISOString().slice(0, 10)).toBe(true);
    expect(screen.getByText(festival.archiveNote)).toBeInTheDocument();
    expect(festival.nextEditionStarts).toBe('');
    expect(screen.queryByRole('link', { name: /^Pre-register for/ })).toBeNull();
  });

  it('draws a decorative background of 100 particles', () => {
    expect(
      screen.getByTestId('particle-field').querySelectorAll('.festival-particle'),
    ).toHaveLength(100);
  });

  describe('in Marathi', () => {
    afterEach(() => act(() => switchLanguage('en')));

    it('shows the sections, figures in Devanagari digits and the actions in Marathi', async () => {
      await act(() => switchLanguage('mr'));
      expect(
        screen.getByRole('heading', { level: 1, name: 'संगम इनोव्हेशन अँड इम्पॅक्ट फेस्टिव्हल २०२५' }),
      ).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'महोत्सवाचे विभाग' });
      expect(within(nav).getByRole('link', { name: 'स्वागत' })).toHaveAttribute('href', '#hero');
      const sustainability = screen.getByRole('region', { name: 'शाश्वततेला चालना' });
      for (const value of ['२,००० किलो', '१००', '५५.५ किलो'])
        expect(within(sustainability).getByText(value)).toBeInTheDocument();
      expect(within(sustainability).getByText('टाळलेला कचरा').nextSibling).toHaveTextContent(
        '२,००० किलो',
      );
      expect(screen.getByRole('img', { name: 'Dr. Sunita Rao यांचे छायाचित्र' })).toBeInTheDocument();
      for (const link of screen.getAllByRole('link', { name: 'संपूर्ण अहवाल डाउनलोड करा' })) {
        expect(link).toHaveAttribute('href', '/docs/festival/siif-2025-impact-report.pdf');
      }
    });
  });
});
