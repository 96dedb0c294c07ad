import { screen, within } from '@testing-library/react';
import { contactEmail } from '../config/paths';
import { renderWithRouter } from '../test/render';
import Community from './community';

const region = (name: string): HTMLElement => screen.getByRole('region', { name });

describe('Community page', () => {
  beforeEach(() => {
    renderWithRouter(<Community />);
  });

  it('has a carousel and flagship events, each with a Know More link', () => {
    expect(region('Community moments')).toBeInTheDocument();
    const events = within(region('Flagship Events')).getAllByRole('listitem');
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(within(event).getByRole('link', { name: /^Know More about/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Know More about Sangam Innovation & Impact Festival' })).toHaveAttribute('href', '/programs/siif/2025');
  });

  it('shows four student-team entries with three images each', () => {
    const entries = within(region('Events & Activities')).getAllByRole('listitem');
    expect(entries).toHaveLength(4);
    for (const entry of entries) expect(within(entry).getAllByRole('img')).toHaveLength(3);
  });

  it('shows the three communities with image grids', () => {
    const groups = within(region('Our Communities')).getAllByRole('listitem');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual(['Innovators', 'Entrepreneurs', 'Changemakers']);
  });

  it('ends with Partner with us!, an Apply Now action and the contact email', () => {
    const partner = region('Partner with us!');
    expect(within(partner).getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toMatch(new RegExp(`^mailto:${contactEmail}`));
    expect(within(partner).getByRole('link', { name: contactEmail })).toHaveAttribute('href', `mailto:${contactEmail}`);
  });
});
