import { INSTITUTES, findInstitute } from './institutes.js';

describe('institutes', () => {
  it('offers the four labels of the form, ending with "Other\'s"', () => {
    expect(INSTITUTES.map((i) => i.label)).toEqual([
      'School of Design',
      'College of Engineering',
      'College of Polytechnique',
      "Other's",
    ]);
  });

  it('finds an institute by id or by label', () => {
    expect(findInstitute('others')?.label).toBe("Other's");
    expect(findInstitute('College of Engineering')?.id).toBe('college-of-engineering');
    expect(findInstitute('Elsewhere')).toBeUndefined();
  });
});
