import { ChipGroup } from '../../../components/ui';

/**
 * One option of a filter: `id` is the English value the code compares (an item's category,
 * 'All'), `label` what the visitor reads in their language.
 */
export interface Choice {
  id: string;
  label: string;
}

/** Pairs the English values of a filter with their words on screen, index by index. */
export const choices = (ids: readonly string[], labels: readonly string[]): Choice[] =>
  ids.map((id, index) => ({ id, label: labels[index] ?? id }));

export interface ChoiceChipsProps {
  label: string;
  options: readonly Choice[];
  /** The chosen option's id. */
  value: string;
  onChange: (id: string) => void;
}

/** Filter chips that show labels and report ids, so a language switch keeps the choice. */
export function ChoiceChips({ label, options, value, onChange }: ChoiceChipsProps) {
  const labelOf = (id: string): string => options.find((option) => option.id === id)?.label ?? id;
  return (
    <ChipGroup
      label={label}
      options={options.map((option) => option.label)}
      value={labelOf(value)}
      onChange={(chosen) => {
        const option = options.find((candidate) => candidate.label === chosen);
        if (option) onChange(option.id);
      }}
    />
  );
}
