import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchBox } from './search-box';

function Harness({ clearable }: { clearable?: boolean }) {
  const [value, setValue] = useState('');
  return <SearchBox label="Search papers" placeholder="Search a project" value={value} onChange={setValue} clearable={clearable} />;
}

describe('SearchBox', () => {
  it('is a labelled search field with the placeholder', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search papers' });
    expect(box).toHaveAttribute('placeholder', 'Search a project');
    await user.type(box, 'Cell');
    expect(box).toHaveValue('Cell');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('offers a clear button only while there is text', async () => {
    const user = userEvent.setup();
    render(<Harness clearable />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'laser');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
