import { cleanFileName } from './pitch-deck.content.js';

describe('cleanFileName', () => {
  it.each([
    ['deck.pdf', 'deck.pdf'],
    ['  Aarogya Sense – deck.pptx ', 'Aarogya Sense – deck.pptx'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\meera\\deck.docx', 'deck.docx'],
    ['de"ck\r\n\u0000.pdf', 'deck.pdf'],
  ])('keeps %j as %j', (original, cleaned) => {
    expect(cleanFileName(original)).toBe(cleaned);
  });

  it('shortens a very long name but keeps its extension', () => {
    const cleaned = cleanFileName(`${'n'.repeat(400)}.pptx`);
    expect(cleaned.length).toBeLessThanOrEqual(200);
    expect(cleaned.endsWith('.pptx')).toBe(true);
  });
});
