import { render, screen } from '@testing-library/react';
import { ArchiveNote } from './archive-note';

describe('ArchiveNote', () => {
  it('says its words once the last day was over at build time', () => {
    render(<ArchiveNote ended="2000-01-31" tone="light">From our archive.</ArchiveNote>);
    expect(screen.getByText('From our archive.')).toBeInTheDocument();
  });

  it.each([
    ['a day still ahead', '2999-12-31'],
    ['no day set', ''],
  ])('says nothing for %s', (_, ended) => {
    const { container } = render(<ArchiveNote ended={ended} tone="dark">From our archive.</ArchiveNote>);
    expect(container).toBeEmptyDOMElement();
  });
});
