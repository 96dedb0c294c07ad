import { act, renderHook } from '@testing-library/react';
import { matchesText, usePagedList } from './use-paged-list';

describe('matchesText', () => {
  it('matches a case-insensitive substring of any field, and everything for an empty query', () => {
    expect(matchesText('LASER', 'Laser Cutter')).toBe(true);
    expect(matchesText('cut', undefined, 'Vinyl cutter')).toBe(true);
    expect(matchesText('drill', 'Laser Cutter', undefined)).toBe(false);
    expect(matchesText('', undefined)).toBe(true);
  });
});

describe('usePagedList', () => {
  const items = Array.from({ length: 10 }, (_, i) => i + 1);

  it('slices the chosen page and counts the pages', () => {
    const { result } = renderHook(() => usePagedList(items, 4));
    expect(result.current.pageCount).toBe(3);
    act(() => result.current.goTo(3));
    expect(result.current.visible).toEqual([9, 10]);
  });

  it('keeps the chosen page across a narrower list, showing the last page that exists', () => {
    const { result, rerender } = renderHook(({ list }) => usePagedList(list, 4), {
      initialProps: { list: items },
    });
    act(() => result.current.goTo(3));
    rerender({ list: items.slice(0, 5) });
    expect(result.current.page).toBe(2);
    expect(result.current.visible).toEqual([5]);
    rerender({ list: items });
    expect(result.current.page).toBe(3);
    act(() => result.current.reset());
    expect(result.current.page).toBe(1);
  });
});
