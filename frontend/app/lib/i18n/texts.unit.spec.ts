import { compareEdition, hasWords, isWords, overlay, withEnglish } from './texts';

const english = {
  title: 'Book Facility',
  image: '/images/a.svg',
  steps: [
    { id: 'one', label: 'First step', to: '/one' },
    { id: 'two', label: 'Second step', to: '/two' },
  ],
  count: (n: number): string => `${n} selected`,
  delay: 2000,
  email: 'hello@sangam.example',
};

describe('overlay', () => {
  test('lays the edition words over English and keeps everything else from English', () => {
    const marathi = overlay(english, {
      title: 'सुविधा बुक करा',
      steps: [{ label: 'पहिली पायरी' }, { label: 'दुसरी पायरी' }],
      count: (n: number) => `${n} निवडले`,
    });
    expect(marathi.title).toBe('सुविधा बुक करा');
    expect(marathi.image).toBe('/images/a.svg');
    expect(marathi.steps).toEqual([
      { id: 'one', label: 'पहिली पायरी', to: '/one' },
      { id: 'two', label: 'दुसरी पायरी', to: '/two' },
    ]);
    expect(marathi.count(3)).toBe('3 निवडले');
    expect(marathi.delay).toBe(2000);
  });

  test('an identifier in an edition never replaces the English one', () => {
    expect(overlay(english, { steps: [{ id: 'changed' }] }).steps[0]?.id).toBe('one');
  });

  test('what the edition lacks stays English', () => {
    expect(overlay(english, {}).title).toBe('Book Facility');
  });
});

describe('compareEdition', () => {
  test('a complete edition has no problems', () => {
    const edition = {
      title: 'सुविधा बुक करा',
      steps: [{ label: 'पहिली' }, { label: 'दुसरी' }],
      count: (n: number) => `${n}`,
    };
    expect(compareEdition(english, edition)).toEqual([]);
  });

  test('names every missing word, extra key, wrong length and identifier', () => {
    const problems = compareEdition(english, {
      steps: [{ label: 'पहिली', to: '/x' }],
      subtitle: 'जादा',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: 'title', problem: 'missing' },
        { path: 'count', problem: 'missing' },
        { path: 'steps', problem: 'length' },
        { path: 'steps.0.to', problem: 'extra' },
        { path: 'steps.1', problem: 'missing' },
        { path: 'subtitle', problem: 'extra' },
      ]),
    );
  });
});

test('words are told from addresses, files and numbers', () => {
  expect(isWords('Submit Booking')).toBe(true);
  expect(isWords('सुविधा')).toBe(true);
  for (const notWords of [
    '/booking',
    'https://example.org',
    'a@b.org',
    'logo.svg',
    '2019',
    '+91 20 4110',
  ]) {
    expect(isWords(notWords)).toBe(false);
  }
  expect(hasWords({ image: '/a.svg', id: 'x', delay: 3 })).toBe(false);
  expect(hasWords({ image: '/a.svg', caption: 'A lab' })).toBe(true);
});

describe('withEnglish', () => {
  it("keeps the English item's value for the key and the edition's words for the rest", () => {
    const english = [
      { title: 'Lathe', booking: { lab: 'FabricationLab', facility: 'fab-lathe' } },
      { title: 'Manual' },
    ];
    const words = [{ title: 'लेथ' }, { title: 'पुस्तिका' }];
    expect(withEnglish(english, words, 'booking')).toEqual([
      { title: 'लेथ', booking: { lab: 'FabricationLab', facility: 'fab-lathe' } },
      { title: 'पुस्तिका' },
    ]);
  });
});
