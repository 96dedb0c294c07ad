import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../test/render';
import { installFakeIntersectionObserver } from '../test/observers';
import Home from './home';

const region = (name: string): HTMLElement => screen.getByRole('region', { name });

describe('Home page', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
    renderWithRouter(<Home />);
  });

  it('shows the eight sections in order', () => {
    const names = [
      'A place to build your startup',
      'We nurture startups from their earliest days',
      'Supported by',
      'Numbers that keep growing',
      'Featured Startups',
      'Testimonials',
      'Explore Facility',
      'Advisory Committee',
    ];
    const sections = names.map(region);
    sections.forEach((section, index) => {
      const next = sections[index + 1];
      if (next)
        expect(
          section.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy();
    });
  });

  it('has the slogan with an Apply for Incubation button', () => {
    expect(
      screen.getByRole('heading', { level: 1, name: 'A place to build your startup' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for Incubation' })).toHaveAttribute(
      'href',
      '/incubationform',
    );
  });

  it('hero carousel has five slides: Research, Innovation, Incubation, Design, Laboratory', () => {
    const hero = screen.getByRole('region', { name: 'Highlights' });
    const slides = within(hero).getAllByRole('group', { name: /of 5$/ });
    expect(slides.map((slide) => within(slide).getByRole('heading').textContent)).toEqual([
      'Research',
      'Innovation',
      'Incubation',
      'Design',
      'Laboratory',
    ]);
  });

  it('links Know More to the about page', () => {
    expect(screen.getByRole('link', { name: 'Know More about us' })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it('lists eight impact statistics with the specified values', () => {
    const impact = region('Numbers that keep growing');
    const values = within(impact)
      .getAllByText(/^\d[\d ]*(Cr)?\+?$/, { selector: '.sr-only' })
      .map((node) => node.textContent);
    expect(values).toEqual(['300+', '1250+', '400 Cr+', '200+', '17000+', '3000+', '17', '250+']);
    expect(within(impact).getByText('Research Papers Published')).toBeInTheDocument();
  });

  it('runs two marquees of ten logos: 0-9, then 5-14 in reverse', () => {
    const first = region('Featured startups, first row');
    const second = region('Featured startups, second row');
    expect(within(first).getAllByRole('listitem')).toHaveLength(10);
    expect(within(second).getAllByRole('listitem')).toHaveLength(10);
    expect(within(first).getAllByRole('listitem')[5]).toHaveTextContent(
      within(second).getAllByRole('listitem')[0]?.textContent ?? '-',
    );
    expect(second.querySelector('.marquee-track')).toHaveAttribute('data-direction', 'reverse');
  });

  it('has four testimonials, one dot each, mentioning 60 units and Nidhi Prayas', () => {
    const section = region('Testimonials');
    expect(within(section).getAllByRole('button', { name: /^Show testimonial \d/ })).toHaveLength(
      4,
    );
    expect(within(section).getByRole('button', { name: 'Pause testimonials' })).toBeInTheDocument();
    expect(section).toHaveTextContent(/60 units/);
  });

  it('shows five facility cards that open in a new tab', () => {
    const strip = region('Explore Facility');
    const links = within(strip).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/booking',
      '/laboratory/fab-lab',
      '/laboratory/media-lab',
      '/laboratory/ai-ml-lab',
      '/laboratory/ar-vr-lab',
    ]);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveTextContent('Booking Facility');
  });

  it('shows ten advisory members', () => {
    const advisory = region('Advisory Committee');
    expect(within(advisory).getAllByRole('heading', { level: 3 })).toHaveLength(10);
  });
});
