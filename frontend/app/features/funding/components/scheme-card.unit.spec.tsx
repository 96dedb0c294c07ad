import { screen, within } from '@testing-library/react';
import { fundingOpportunities } from '../../../content/funding/opportunities';
import { renderWithRouter } from '../../../test/render';
import { FUNDED_SLIDE_CLASS, SchemeCard } from './scheme-card';
import { hasTarget } from '../../../lib/links';

describe('Funding scheme card', () => {
  const scheme = fundingOpportunities.schemes[0]!;

  beforeEach(() => {
    renderWithRouter(<SchemeCard scheme={scheme} ui={fundingOpportunities.ui} />);
  });

  it('shows the logo, title, description, official site and point of contact', () => {
    const card = screen.getByRole('article', { name: scheme.title });
    expect(within(card).getByRole('img', { name: `${scheme.title} logo` })).toBeInTheDocument();
    expect(within(card).getByText(scheme.description)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `Official website: ${scheme.title}` })).toHaveAttribute('href', scheme.website);
    expect(within(card).getByRole('link', { name: scheme.pointofcontact.email })).toHaveAttribute('href', `mailto:${scheme.pointofcontact.email}`);
  });

  it('downloads the eligibility criteria PDF', () => {
    const link = screen.getByRole('link', { name: /check eligibility criteria/i });
    expect(link).toHaveAttribute('href', scheme.eligibility);
    expect(link.getAttribute('href')).toMatch(/^\/docs\/funding\/.+\.pdf$/);
    expect(link).toHaveAttribute('download');
  });

  it('carousels the funded startups with rupee amounts and websites', () => {
    const carousel = screen.getByRole('region', { name: `Startups funded under ${scheme.title}` });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(scheme.fundstartups.length);
    const first = scheme.fundstartups[0]!;
    expect(within(slides[0]!).getByText(first.fundAmt)).toBeInTheDocument();
    expect(first.fundAmt).toMatch(/^₹[\d,]+ to ₹[\d,]+$/);
    const visit = within(slides[0]!).queryByRole('link', { name: `Visit website: ${first.startuptitle}` });
    if (hasTarget(first.website)) expect(visit).toHaveAttribute('target', '_blank');
    else expect(visit).toBeNull();
  });

  it('shows 6 slides, 4 under 1024 px, 3 under 768 px and 2 under 480 px', () => {
    expect(FUNDED_SLIDE_CLASS.split(' ')).toEqual(['basis-1/2', 'min-[480px]:basis-1/3', 'md:basis-1/4', 'lg:basis-1/6']);
    const slide = within(screen.getByRole('region', { name: /^Startups funded under/ })).getAllByRole('group')[0]!;
    expect(slide.className).toContain('lg:basis-1/6');
  });
});
