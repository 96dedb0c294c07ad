import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { swipeDirection, useTestimonialCarousel, wrapIndex } from './use-testimonial-carousel';

describe('swipeDirection', () => {
  it('moves on a drag over 50 px: left is next, right is previous', () => {
    expect(swipeDirection(-51, 0)).toBe('next');
    expect(swipeDirection(51, 0)).toBe('previous');
    expect(swipeDirection(-50, 0)).toBeNull();
  });
  it('moves on a velocity over 500 even when the drag is short', () => {
    expect(swipeDirection(-10, -501)).toBe('next');
    expect(swipeDirection(10, 501)).toBe('previous');
    expect(swipeDirection(10, 500)).toBeNull();
  });
});

describe('wrapIndex', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
  });
});

describe('useTestimonialCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = (startPaused = false) =>
    renderHook(() => useTestimonialCarousel({ count: 4, intervalMs: 3000, resumeMs: 1000, startPaused }));

  it('advances every 3000 ms and wraps after the last', () => {
    const { result } = setup();
    act(() => jest.advanceTimersByTime(2999));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => jest.advanceTimersByTime(9000));
    expect(result.current.index).toBe(0);
  });

  it('stands still while hovered and while paused', () => {
    const { result } = setup();
    act(() => result.current.setHovered(true));
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current.index).toBe(0);
    act(() => result.current.setHovered(false));
    act(() => result.current.togglePaused());
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current.index).toBe(0);
    expect(result.current.paused).toBe(true);
  });

  it('does not autoplay when started paused (reduced motion) until play is pressed', () => {
    const { result } = setup(true);
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePaused());
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);
  });

  it('pauses during a drag, moves on a swipe and resumes 1000 ms after it', () => {
    const { result } = setup();
    act(() => result.current.startDrag());
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
    act(() => result.current.endDrag(80, 0));
    expect(result.current.index).toBe(3);
    act(() => jest.advanceTimersByTime(999));
    expect(result.current.running).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.running).toBe(true);
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current.index).toBe(0);
  });

  it('jumps to a slide from its dot', () => {
    const { result } = setup();
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
  });
});
