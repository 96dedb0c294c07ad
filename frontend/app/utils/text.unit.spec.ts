import { initials, monogram, truncateChars, truncateWords } from './text';

describe('initials', () => {
  it('takes the first and last words', () => {
    expect(initials('Meera Sunil Kulkarni')).toBe('MK');
  });
  it('ignores titles such as Mr., Dr., Prof., Shri., Lt.', () => {
    expect(initials('Dr. Meera Kulkarni')).toBe('MK');
    expect(initials('Prof. Anil Deshpande')).toBe('AD');
    expect(initials('Shri. Rajesh Patil')).toBe('RP');
    expect(initials('Mr. Kabir Shah')).toBe('KS');
    expect(initials('Lt. Col. Vikram Singh')).toBe('VS');
  });
  it('gives one letter for a single name and nothing for an empty one', () => {
    expect(initials('Dr. Sunita')).toBe('S');
    expect(initials('')).toBe('');
  });
});

describe('truncateChars', () => {
  it('keeps text of 30 characters or fewer', () => {
    const thirty = 'a'.repeat(30);
    expect(truncateChars(thirty, 30)).toEqual({ text: thirty, truncated: false });
  });
  it('cuts longer text to 30 characters plus an ellipsis', () => {
    const result = truncateChars('Former Director, National Chemical Laboratory', 30);
    expect(result).toEqual({ text: 'Former Director, National Chem...', truncated: true });
  });
});

describe('truncateWords', () => {
  it('cuts after the given number of words', () => {
    expect(truncateWords('one two three four', 2)).toEqual({ text: 'one two...', truncated: true });
    expect(truncateWords('one two', 2)).toEqual({ text: 'one two', truncated: false });
  });
});

test('30.6 monogram: a company\'s two-letter mark', () => {
  expect(monogram('CareLoop')).toBe('CL');
  expect(monogram('Gram Urja Collective')).toBe('GU');
  expect(monogram('BioForge')).toBe('BF');
  expect(monogram('Saans')).toBe('SA');
  expect(monogram('Startup 001')).toBe('S0');
  expect(monogram('')).toBe('');
});
