import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pager, pageWindow } from './pager';

function Harness({ count, initial = 1 }: { count: number; initial?: number }) {
  const [page, setPage] = useState(initial);
  return <Pager page={page} pageCount={count} onPageChange={setPage} label="Papers pages" />;
}

describe('Pager', () => {
  it('is hidden when everything fits on one page', () => {
    render(<Harness count={1} />);
    expect(screen.queryByRole('navigation', { name: 'Papers pages' })).not.toBeInTheDocument();
  });

  it('is hidden when there is nothing to page', () => {
    render(<Harness count={0} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows numbered buttons and marks the current page', () => {
    render(<Harness count={4} />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(4);
  });

  it('disables Previous on the first page and Next on the last, and clamps', async () => {
    const user = userEvent.setup();
    render(<Harness count={3} />);
    expect(screen.getByRole('button', { name: /previous/i })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /next/i })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /previous/i }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('slides a window of at most seven numbers around the current page', () => {
    expect(pageWindow(1, 20, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 20, 7)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(20, 20, 7)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3, 7)).toEqual([1, 2, 3]);
  });
});
