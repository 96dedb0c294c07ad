import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { installFakeIntersectionObserver, intersectAll } from '../../../test/observers';
import { renderWithRouter } from '../../../test/render';
import { ImpactCounters } from './impact-counters';

afterEach(() => jest.useRealTimers());

describe('30.8 home counters', () => {
  it('end on the figures as the specification writes them, ungrouped ("1250+", not "1,250+")', () => {
    installFakeIntersectionObserver();
    renderWithRouter(<ImpactCounters />);
    jest.useFakeTimers();
    act(() => intersectAll(0.1));
    act(() => jest.advanceTimersByTime(3000));
    const impact = screen.getByRole('region', { name: 'Numbers that keep growing' });
    expect(within(impact).getAllByTestId('count-up-display').map((node) => node.textContent)).toEqual([
      '300+',
      '1250+',
      '400 Cr+',
      '200+',
      '17000+',
      '3000+',
      '17',
      '250+',
    ]);
  });
});
