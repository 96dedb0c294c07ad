import { render, screen, within } from '@testing-library/react';
import { columns } from './format';
import { TableHead } from './table-head';

const COLUMNS = columns(['Name', 'Status', '']);

describe('console table header', () => {
  it('names each column in order, as the column headers of its table', () => {
    render(
      <table>
        <TableHead names={COLUMNS.names} />
        <tbody>
          <tr>
            <td {...COLUMNS.cell('Name')}>Asha</td>
            <td {...COLUMNS.cell('Status')}>approved</td>
            <td {...COLUMNS.cell('')}>—</td>
          </tr>
        </tbody>
      </table>,
    );
    const heads = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual(['Name', 'Status', '']);
    expect(heads.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    // The phone's card labels come from the same names as the header.
    expect(screen.getByText('approved').getAttribute('data-label')).toBe('Status');
  });
});
