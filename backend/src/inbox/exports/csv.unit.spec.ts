import { CSV_BOM, csvCell, csvHeader, csvRecord, csvRow, type CsvColumn } from './csv.js';

describe('29.7 CSV, RFC 4180 and guarded against formulas', () => {
  it('writes plain text, numbers and booleans as they are, and null as an empty cell', () => {
    expect(csvCell('Krishi Drishti')).toBe('Krishi Drishti');
    expect(csvCell(4.5)).toBe('4.5');
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell('प्रकाश पाटील')).toBe('प्रकाश पाटील');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Pune, Maharashtra')).toBe('"Pune, Maharashtra"');
    expect(csvCell('The "best" team')).toBe('"The ""best"" team"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=HYPERLINK("http://evil.example","click")', '+91 98765 43210', '-1+1', '@SUM(A1:A2)', '\tTab', '\rReturn'])(
    'prefixes text that a spreadsheet would run as a formula: %j',
    (text) => {
      const cell = csvCell(text);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
      expect(unquoted).toBe(`'${text}`);
    },
  );

  it('ends each record with CRLF, header first', () => {
    type Row = { name: string; score: number | null };
    const columns: CsvColumn<Row>[] = [
      { header: 'Name', cell: (r) => r.name },
      { header: 'Score', cell: (r) => r.score },
    ];
    expect(csvHeader(columns) + csvRow(columns, { name: 'A, B', score: null }) + csvRow(columns, { name: '=1', score: 3 })).toBe(
      'Name,Score\r\n"A, B",\r\n\'=1,3\r\n',
    );
    expect(csvRecord([])).toBe('\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });
});
