import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../test/render';
import { TrainingPage } from './index';

describe('Training programs page', () => {
  beforeEach(() => renderWithRouter(<TrainingPage />, '/training'));

  it('lists the four current programmes with their durations and instructors', () => {
    const current = within(screen.getByRole('list', { name: 'Current' })).getAllByRole('listitem');
    expect(current.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'PBL',
      'FAB Academy',
      'SkillED',
      'BEP',
    ]);
    const durations = current.map(
      (card) => within(card).getByText(/weeks|months|days/).textContent,
    );
    expect(durations).toEqual(['10 weeks', '10 months', '60 days', '4 weeks']);
    for (const card of current) {
      expect(within(card).getByText('Instructor')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: /^Enroll in / })).toHaveAttribute('href');
    }
  });

  it('lists the two past programmes with their dates', () => {
    const past = within(screen.getByRole('list', { name: 'Past' })).getAllByRole('listitem');
    expect(past.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Code Adventure',
      'SSI',
    ]);
    for (const card of past) expect(within(card).getByText(/^Held /)).toBeInTheDocument();
  });
});
