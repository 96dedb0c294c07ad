import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { installFakeIntersectionObserver, intersectAll } from '../../test/observers';
import { CountUp, parseStat } from './count-up';

describe('parseStat', () => {
  it('keeps a non-digit suffix', () => {
    expect(parseStat('300+')).toEqual({ prefix: '', target: 300, suffix: '+' });
    expect(parseStat('400 Cr+')).toEqual({ prefix: '', target: 400, suffix: ' Cr+' });
    expect(parseStat('17')).toEqual({ prefix: '', target: 17, suffix: '' });
  });
});

describe('CountUp', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  const display = (): string => screen.getByTestId('count-up-display').textContent ?? '';

  it('shows 0 until it is 10% visible, then counts to the target over 2.75 s', () => {
    render(<CountUp value="400 Cr+" />);
    expect(display()).toBe('0 Cr+');
    act(() => intersectAll(0.05));
    act(() => jest.advanceTimersByTime(3000));
    expect(display()).toBe('0 Cr+');

    act(() => intersectAll(0.1));
    act(() => jest.advanceTimersByTime(1000));
    const midway = Number(display().replace(/\D/g, ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(400);

    act(() => jest.advanceTimersByTime(2000));
    expect(display()).toBe('400 Cr+');
  });

  it('starts from a parent signal and runs only once', () => {
    const { rerender } = render(<CountUp value="1250+" start={false} />);
    expect(display()).toBe('0+');
    rerender(<CountUp value="1250+" start />);
    act(() => jest.advanceTimersByTime(3000));
    expect(display()).toBe('1250+');
  });

  it('always exposes the final value to assistive technology', () => {
    render(<CountUp value="17000+" start={false} />);
    expect(screen.getByText('17000+')).toHaveClass('sr-only');
  });
});
