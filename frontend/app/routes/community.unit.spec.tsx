import { act, screen, within } from '@testing-library/react';
import { contactEmail } from '../config/paths';
import { switchLanguage } from '../lib/i18n';
import { renderWithRouter } from '../test/render';
import Community from './community';
import * as communityContent from '../content/community';
import { hasTarget } from '../lib/links';

const region = (name: string): HTMLElement => screen.getByRole('region', { name });

describe('Community page', () => {
  beforeEach(() => {
    renderWithRouter(<Community />);
  });

  it('has a carousel and flagship events, each with a Know More link where its page exists', () => {
    expect(region('Community moments')).toBeInTheDocument();
    const events = within(region('Flagship Events')).getAllByRole('listitem');
    expect(events).toHaveLength(communityContent.community.flagship.length);
    communityContent.community.flagship.forEach((event, index) => {
      const knowMore = within(events[index]!).queryByRole('link', { name: /^Know More about/ });
      if (hasTarget(event.link)) expect(knowMore).toBeInTheDocument();
      else expect(knowMore).toBeNull();
    });
    expect(
      screen.getByRole('link', { name: 'Know More about Sangam Innovation & Impact Festival' }),
    ).toHaveAttribute('href', '/programs/siif/2025');
  });

  it('shows four student-team entries with three images each', () => {
    const entries = within(region('Events & Activities')).getAllByRole('listitem');
    expect(entries).toHaveLength(4);
    for (const entry of entries) expect(within(entry).getAllByRole('img')).toHaveLength(3);
  });

  it('shows the three communities with image grids', () => {
    const groups = within(region('Our Communities')).getAllByRole('listitem');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      'Innovators',
      'Entrepreneurs',
      'Changemakers',
    ]);
  });

  it('ends with Partner with us!, an Apply Now action and the contact email', () => {
    const partner = region('Partner with us!');
    expect(within(partner).getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${contactEmail}`),
    );
    expect(within(partner).getByRole('link', { name: contactEmail })).toHaveAttribute(
      'href',
      `mailto:${contactEmail}`,
    );
  });
});

describe('Community page in Marathi', () => {
  afterEach(() => act(() => switchLanguage('en')));

  it('switches to Marathi: headings, event links and numbered photo texts', async () => {
    renderWithRouter(<Community />);
    await act(() => switchLanguage('mr'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'एकत्र घडवणारा समुदाय' }),
    ).toBeInTheDocument();
    expect(region('समुदायाचे क्षण')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'संगम इनोव्हेशन अँड इम्पॅक्ट फेस्टिव्हल विषयी अधिक जाणून घ्या' }),
    ).toHaveAttribute('href', '/programs/siif/2025');
    expect(
      screen.getByRole('img', { name: 'Robocon च्या बांधणीचा हंगाम, छायाचित्र ३' }),
    ).toBeInTheDocument();
    const partner = region('आमच्यासोबत भागीदारी करा!');
    expect(within(partner).getByRole('link', { name: 'आता अर्ज करा' }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
  });
});
