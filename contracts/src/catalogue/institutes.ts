export interface Institute {
  id: string;
  label: string;
}

/** The four institute options, labelled exactly as the booking form shows them. */
export const INSTITUTES: readonly Institute[] = [
  { id: 'school-of-design', label: 'School of Design' },
  { id: 'college-of-engineering', label: 'College of Engineering' },
  { id: 'college-of-polytechnique', label: 'College of Polytechnique' },
  { id: 'others', label: "Other's" },
];

/** Finds an institute by id or by its exact label. */
export const findInstitute = (idOrLabel: string): Institute | undefined =>
  INSTITUTES.find((i) => i.id === idOrLabel || i.label === idOrLabel);
