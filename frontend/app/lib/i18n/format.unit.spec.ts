import { jest } from '@jest/globals';
import { formatters } from './format';

describe('formatters', () => {
  const en = formatters('en');
  const mr = formatters('mr');

  // First in the file: no test has used a formatter yet. A page's first load pays for the
  // formatters it uses, not all seven (30.9 Lighthouse: creating them cost the home page ~70 ms).
  test('30.9 each Intl formatter is made on first use, once', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(made).not.toHaveBeenCalled();
      expect(en.date('2026-11-21', 'full')).toMatch(/Saturday/);
      expect(en.date('2026-11-28', 'full')).toMatch(/Saturday/);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });

  test('numbers: Indian grouping in English, Devanagari digits in Marathi', () => {
    expect(en.number(30000)).toBe('30,000');
    expect(mr.number(30000)).toBe('३०,०००');
    expect(mr.digits(2019)).toBe('२०१९');
    expect(en.digits('2019')).toBe('2019');
  });

  test('30.9 English digits need no Intl formatter; Marathi ones are those Intl writes', () => {
    // `format` is an accessor (it hands out a bound function), though the typings call it a method.
    const formatted = jest.spyOn(Intl.NumberFormat.prototype as { readonly format: unknown }, 'format', 'get');
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(en.digits('Q4 2026')).toBe('Q4 2026');
      expect(made).not.toHaveBeenCalled();
      expect(formatted).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      formatted.mockRestore();
    }
    expect(mr.digits('Q4 2026')).toBe(`Q${new Intl.NumberFormat('mr-IN').format(4)} ${new Intl.NumberFormat('mr-IN', { useGrouping: false }).format(2026)}`);
  });

  test("time slots: the spec's English form and a Marathi one with the part of the day", () => {
    expect(en.timeRange('09:00', '10:00')).toBe('9:00 AM - 10:00 AM');
    expect(en.timeRange('20:00', '21:00')).toBe('8:00 PM - 9:00 PM');
    const slot = mr.timeRange('09:00', '10:00');
    expect(slot).toMatch(/९:००/);
    expect(slot).not.toMatch(/[A-Za-z]/);
  });

  test('dates stay on their calendar day and use the language month names', () => {
    expect(en.date('2026-11-21')).toBe('21 Nov 2026');
    expect(mr.date('2026-11-21')).toMatch(/२१ नोव्हें/);
    expect(mr.date('2026-11-21', 'long')).toMatch(/२०२६/);
  });

  test("moments are shown on the centre's clock", () => {
    expect(en.dateTime('2026-11-21T03:30:00Z')).toMatch(/21 Nov 2026.*9:00/);
    const marathi = mr.dateTime('2026-11-21T10:00:00Z');
    expect(marathi).toMatch(/२१ नोव्हें.*३:३०/);
    expect(marathi).not.toMatch(/[A-Za-z]/);
  });
});
