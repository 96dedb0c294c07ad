import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aboutPage, journey, pressEvents, pressStartups, team as teamContent } from '../../content/about';
import { switchLanguage } from '../../lib/i18n';
import { hasTarget } from '../../lib/links';
import { renderWithRouter } from '../../test/render';
import { AboutPage } from './index';

const list = (name: string): HTMLElement => screen.getByRole('list', { name });
const pressList = (name: string): HTMLElement =>
  within(screen.getByRole('region', { name })).getByRole('list');

describe('About page', () => {
  beforeEach(() => renderWithRouter(<AboutPage />, '/about'));

  it('opens with the intro and its claims', () => {
    expect(screen.getByRole('heading', { level: 1, name: aboutPage.title })).toBeInTheDocument();
    const intro = screen.getByRole('region', { name: aboutPage.title }).textContent ?? '';
    for (const claim of [
      '2020',
      '40,000',
      '300+',
      '7 exits',
      '1250+ full-time jobs',
      '3000+',
      'Since 2016',
      '30,000 sq ft',
      '150,000 sq ft',
    ]) {
      expect(intro).toContain(claim);
    }
    expect(intro).toContain('Department of Science & Technology');
  });

  it('shows a team of 14 with name, designation and photo; a profile link only where one exists, in a new tab', () => {
    const team = within(list('Our Team')).getAllByRole('listitem');
    expect(team).toHaveLength(14);
    expect(
      within(team[0]!).getByRole('heading', { name: 'Dr. Anjali Deshpande' }),
    ).toBeInTheDocument();
    expect(within(team[0]!).getByText('Director')).toBeInTheDocument();
    teamContent.forEach((person, index) => {
      const profile = within(team[index]!).queryByRole('link', { name: `${person.name} on LinkedIn` });
      if (hasTarget(person.linkedin)) expect(profile).toHaveAttribute('target', '_blank');
      else expect(profile).toBeNull();
    });
    // 30.6 Each person's picture is theirs: the photograph once added, else a drawing of their initials.
    const drawings = team.map((card) => card.querySelector('svg[data-illustration]'));
    expect(drawings[0]).toHaveAttribute('data-illustration', 'people/anjali-deshpande');
    expect(drawings[0]).toHaveTextContent('AD');
    expect(new Set(drawings.map((drawing) => drawing?.innerHTML)).size).toBe(team.length);
  });

  it("lists the 'Our Journey' timeline from 2010 to 2022", () => {
    const section = screen.getByRole('region', { name: 'Our Journey' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      '2010',
      '2011-12',
      '2013-14',
      '2015-16',
      '2017-18',
      '2019',
      '2020',
      '2021',
      '2022',
    ]);
    expect(journey.some((item) => item.redcaption)).toBe(true);
  });

  it('shows 5 press links per list, all on View All, and back to 5 on Show Less', async () => {
    const user = userEvent.setup();
    expect(pressStartups).toHaveLength(30);
    expect(pressEvents).toHaveLength(36);
    expect(within(pressList('Startups & Projects')).getAllByRole('listitem')).toHaveLength(5);
    expect(within(pressList('Event')).getAllByRole('listitem')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'View All: Startups & Projects' }));
    expect(within(pressList('Startups & Projects')).getAllByRole('listitem')).toHaveLength(30);
    expect(within(pressList('Event')).getAllByRole('listitem')).toHaveLength(5);
    const showLess = screen.getByRole('button', { name: 'Show Less: Startups & Projects' });
    expect(showLess).toHaveTextContent('Show Less');

    await user.click(screen.getByRole('button', { name: 'View All: Event' }));
    expect(within(pressList('Event')).getAllByRole('listitem')).toHaveLength(36);

    await user.click(showLess);
    expect(within(pressList('Startups & Projects')).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'View All: Startups & Projects' })).toHaveTextContent(
      'View All',
    );
  });

  it('opens press links in a new tab, and shows a story without a known address as text', () => {
    const items = within(pressList('Event')).getAllByRole('listitem');
    items.forEach((item, index) => {
      const story = pressEvents[index]!;
      expect(item).toHaveTextContent(story.name);
      const a = within(item).queryByRole('link');
      if (hasTarget(story.link)) {
        expect(a).toHaveAttribute('target', '_blank');
        expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      } else {
        expect(a).toBeNull();
      }
    });
  });

  it('lists 5 international and 3 national awards', () => {
    expect(within(list('International')).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list('National')).getAllByRole('listitem')).toHaveLength(3);
  });

  it("offers the brochure PDF and the 2024 Q4 newsletter in 'Stay Informed'", () => {
    const section = screen.getByRole('region', { name: 'Stay Informed' });
    const brochure = within(section).getByRole('link', { name: 'Download Brochure' });
    expect(brochure).toHaveAttribute('href', aboutPage.brochureFile);
    expect(brochure).toHaveAttribute('download');
    const newsletter = within(section).getByRole('link', { name: /2024 Q4 Newsletter/ });
    expect(newsletter).toHaveAttribute('href', aboutPage.newsletterFile);
    expect(newsletter).toHaveAttribute('target', '_blank');
  });
});

describe('About page in Marathi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('shows its headings, figures, years and controls in Marathi and back in English', async () => {
    const user = userEvent.setup();
    renderWithRouter(<AboutPage />, '/about');
    await act(() => switchLanguage('mr'));

    expect(await screen.findByRole('list', { name: 'आमचा चमू' })).toBeInTheDocument();
    const intro = screen.getByRole('region', { name: /कॅम्पसमधील कल्पनांना/ }).textContent ?? '';
    expect(intro).toContain('१,५०,००० चौ. फूट');
    expect(intro).toContain('४०,०००+');
    expect(screen.getByRole('heading', { level: 3, name: '२०११-१२' })).toBeInTheDocument();
    // Names stay as they are; designations are translated.
    const team = within(screen.getByRole('list', { name: 'आमचा चमू' })).getAllByRole('listitem');
    expect(within(team[0]!).getByRole('heading', { name: 'Dr. Anjali Deshpande' })).toBeInTheDocument();
    expect(within(team[0]!).getByText('संचालक')).toBeInTheDocument();
    expect(within(team[0]!).getByRole('heading', { name: 'Dr. Anjali Deshpande' })).toBeInTheDocument();
    expect(within(team[0]!).getByText('संचालक')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'सर्व पाहा: स्टार्टअप्स आणि प्रकल्प' }));
    expect(screen.getByRole('button', { name: 'कमी दाखवा: स्टार्टअप्स आणि प्रकल्प' })).toBeInTheDocument();

    await act(() => switchLanguage('en'));
    expect(await screen.findByRole('list', { name: 'Our Team' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '2011-12' })).toBeInTheDocument();
  });
});
