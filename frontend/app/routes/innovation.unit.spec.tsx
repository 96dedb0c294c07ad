import { screen, within } from '@testing-library/react';
import { installFakeIntersectionObserver } from '../test/observers';
import { renderWithRouter } from '../test/render';
import Innovation from './innovation';
import * as innovationContent from '../content/innovation';
import { hasTarget } from '../lib/links';

const region = (name: string | RegExp): HTMLElement => screen.getByRole('region', { name });

describe('Innovation page', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
    renderWithRouter(<Innovation />);
  });

  it('opens with its heading and a two-slide carousel: Research and Innovation', () => {
    expect(
      screen.getByRole('heading', { level: 1, name: 'Where innovation meets possibility!' }),
    ).toBeInTheDocument();
    const slides = within(region('Research and innovation')).getAllByRole('group', {
      name: /of 2$/,
    });
    expect(slides.map((slide) => within(slide).getByRole('heading').textContent)).toEqual([
      'Research',
      'Innovation',
    ]);
  });

  it('shows six Mega Projects teams in alternating layout, each with two images and a Know More link', () => {
    const mega = region('Mega Projects');
    expect(within(mega).getByText('Transforming Vision into Reality')).toBeInTheDocument();
    const teams = within(mega).getAllByRole('listitem');
    expect(teams).toHaveLength(6);
    expect(teams.map((team) => team.dataset.layout)).toEqual([
      'text-first',
      'images-first',
      'text-first',
      'images-first',
      'text-first',
      'images-first',
    ]);
    expect(teams.map((team) => within(team).getByRole('heading').textContent)).toEqual([
      'Marine Robotics',
      'Aviation',
      'All-Terrain Vehicle Racing',
      'Fuel-Efficiency Vehicle',
      'Robotics',
      'Formula-Student Racing',
    ]);
    for (const team of teams) {
      expect(within(team).getAllByRole('img')).toHaveLength(2);
      // Know More goes to the team's own site once the centre records one; none goes nowhere.
      const knowMore = within(team).queryByRole('link', { name: /^Know More about/ });
      if (knowMore) expect(knowMore).toHaveAttribute('target', '_blank');
    }
    const teamLinks = innovationContent.innovation.mega.teams.map((entry) => entry.link);
    expect(within(mega).queryAllByRole('link', { name: /^Know More about/ })).toHaveLength(
      teamLinks.filter((href) => hasTarget(href)).length,
    );
    expect(within(mega).getByText('Team Onyx')).toBeInTheDocument();
    expect(within(mega).getByText('Red Shift')).toBeInTheDocument();
    expect(within(mega).getByText('Team ETA')).toBeInTheDocument();
    expect(within(mega).getByText('Orion Racing')).toBeInTheDocument();
  });

  it('lists innovation projects four at a time with a search box', () => {
    const projects = region('Innovation Projects');
    expect(
      within(projects).getByRole('searchbox', { name: 'Search innovation projects' }),
    ).toBeInTheDocument();
    expect(
      within(within(projects).getByRole('list', { name: 'Innovation projects' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(4);
  });

  it('closes with Let’s get started! and an Apply Now link to the booking page', () => {
    const cta = region('Let’s get started!');
    expect(within(cta).getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      '/booking',
    );
  });
});
