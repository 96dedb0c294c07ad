import { aiMlEquipment } from './ai-ml';
import aiMlMarathi from './ai-ml.mr';
import { arVrEquipment } from './ar-vr';
import arVrMarathi from './ar-vr.mr';
import { bioEquipment } from './bio';
import bioMarathi from './bio.mr';
import { fabEquipment } from './fab';
import fabMarathi from './fab.mr';
import { mediaEquipment } from './media';
import mediaMarathi from './media.mr';
import type { EquipmentItem } from './types';

type Specs = EquipmentItem['specs'];

/** Each lab page's equipment, with its Marathi edition's items in the same order. */
const LABS: ReadonlyArray<readonly [string, readonly EquipmentItem[], readonly { specs?: Specs }[]]> = [
  ['fab', fabEquipment, fabMarathi.fabEquipment],
  ['ai-ml', aiMlEquipment, aiMlMarathi.aiMlEquipment],
  ['ar-vr', arVrEquipment, arVrMarathi.arVrEquipment],
  ['bio', bioEquipment, bioMarathi.bioEquipment],
  ['media', mediaEquipment, mediaMarathi.mediaEquipment],
];

/** What is wrong with one item's specifications: too few or too many, a blank, a label twice. */
const specProblems = (specs: Specs = []): string[] => {
  const problems: string[] = [];
  if (specs.length < 2 || specs.length > 4) problems.push(`${specs.length} specs`);
  for (const { label, fact } of specs) {
    if (label.trim() === '' || fact.trim() === '') problems.push(`blank: "${label}" "${fact}"`);
  }
  const labels = specs.map((spec) => spec.label);
  const repeated = labels.filter((label, index) => labels.indexOf(label) !== index);
  if (repeated.length > 0) problems.push(`label repeated: ${repeated.join(', ')}`);
  return problems;
};

describe('Equipment specifications', () => {
  test.each(LABS)('%s: every item has 2 to 4 specs, each with a label and a fact, no label twice', (_lab, items, marathi) => {
    expect(items.length).toBeGreaterThan(0);
    const problems = items.flatMap((item, index) => [
      ...specProblems(item.specs).map((problem) => `${item.facility}: ${problem}`),
      ...specProblems(marathi[index]?.specs).map((problem) => `${item.facility} (mr): ${problem}`),
    ]);
    expect(problems).toEqual([]);
  });

  test.each(LABS)('%s: the Marathi edition gives every item as many specs as English', (_lab, items, marathi) => {
    expect(marathi).toHaveLength(items.length);
    const counts = (list: readonly { specs?: Specs }[]) => list.map((item) => item.specs?.length ?? 0);
    expect(counts(marathi)).toEqual(counts(items));
  });
});
