import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '../../lib/i18n';
import { installFakeIntersectionObserver, intersectAll } from '../../test/observers';
import { renderWithRouter } from '../../test/render';
import { AdvisoryCommittee, Hero, ImpactCounters, Statement, Testimonials } from './index';
import { truncateDesignation } from './components/advisory-committee';

afterEach(async () => {
  jest.useRealTimers();
  await act(() => switchLanguage('en'));
});

const region = (name: string): HTMLElement => screen.getByRole('region', { name });

describe('Home page in Marathi', () => {
  it('switches the hero, the statement and the testimonials without a reload, and back', async () => {
    renderWithRouter(
      <>
        <Hero />
        <Statement />
        <Testimonials />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'We nurture startups from their earliest days' })).toBeInTheDocument();

    await act(() => switchLanguage('mr'));
    expect(screen.getByRole('heading', { level: 1, name: 'तुमचा स्टार्टअप उभारण्याचे ठिकाण' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'स्टार्टअप्सना आम्ही अगदी पहिल्या दिवसापासून घडवतो' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'इन्क्युबेशनसाठी अर्ज करा' })).toHaveAttribute('href', '/incubationform');
    expect(screen.getByRole('link', { name: 'आमच्याविषयी अधिक जाणून घ्या' })).toHaveAttribute('href', '/about');
    const hero = region('ठळक वैशिष्ट्ये');
    expect(within(hero).getByRole('link', { name: 'संशोधन पाहा' })).toHaveAttribute('href', '/research');

    const testimonials = region('अभिप्राय');
    expect(testimonials).toHaveTextContent(/६० नग/);
    // Names stay as they are; the counters around them are in Devanagari digits.
    expect(within(testimonials).getByRole('button', { name: 'अभिप्राय १ दाखवा: Priya Nair' })).toBeInTheDocument();
    expect(within(testimonials).getByRole('button', { name: 'अभिप्राय थांबवा' })).toBeInTheDocument();

    await act(() => switchLanguage('en'));
    expect(screen.getByRole('heading', { name: 'We nurture startups from their earliest days' })).toBeInTheDocument();
  });

  it('counts the impact numbers up in Devanagari digits, with the unit in Marathi', async () => {
    installFakeIntersectionObserver();
    renderWithRouter(<ImpactCounters />);
    await act(() => switchLanguage('mr'));
    jest.useFakeTimers();
    const impact = region('सतत वाढणारे आकडे');
    act(() => intersectAll(0.1));
    act(() => jest.advanceTimersByTime(3000));
    const shown = within(impact)
      .getAllByTestId('count-up-display')
      .map((node) => node.textContent);
    expect(shown).toEqual(['३००+', '१२५०+', '४०० कोटी+', '२००+', '१७०००+', '३०००+', '१७', '२५०+']);
    expect(within(impact).getByText('प्रकाशित शोधनिबंध')).toBeInTheDocument();
    expect(within(impact).getByText('४०० कोटी+', { selector: '.sr-only' })).toBeInTheDocument();
  });

  it('keeps advisory names as they are and translates designations, Read More and Show Less', async () => {
    const user = userEvent.setup();
    renderWithRouter(<AdvisoryCommittee />);
    await act(() => switchLanguage('mr'));
    expect(region('सल्लागार समिती')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dr. Sunita Rao यांचे छायाचित्र' })).toBeInTheDocument();
    expect(screen.getByText('कुलगुरू, संगम विद्यापीठ')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lt. Col. Vikram Singh यांच्याविषयी अधिक वाचा' }));
    expect(screen.getByText('माजी नवोपक्रम प्रमुख, संरक्षण संशोधन आस्थापना')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lt. Col. Vikram Singh यांच्याविषयी कमी दाखवा' })).toHaveTextContent('कमी दाखवा');
  });

  it('cuts a Marathi designation at 30 characters, never inside a letter', () => {
    const designation = 'माजी नवोपक्रम प्रमुख, संरक्षण संशोधन आस्थापना';
    const cut = truncateDesignation(designation, 30);
    expect(cut.truncated).toBe(true);
    const kept = cut.text.replace(/\.\.\.$/, '');
    expect(designation.startsWith(kept)).toBe(true);
    expect(Array.from(kept).length).toBeLessThanOrEqual(30);
    expect(kept).not.toMatch(/\u094D$/u);
    expect(designation.slice(kept.length)).not.toMatch(/^\p{M}/u);
    // The 31st character is the virama of 'त्त': the cut moves back before the whole letter.
    expect(truncateDesignation('सनदी लेखापाल आणि स्टार्टअप वित्त मार्गदर्शक', 30).text).toBe('सनदी लेखापाल आणि स्टार्टअप वि...');
    // English is cut exactly at 30.
    expect(truncateDesignation('Former Head of Innovation, Defence Research Establishment', 30).text).toBe(
      'Former Head of Innovation, Def...',
    );
  });
});
