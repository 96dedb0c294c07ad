import { thClasses } from './format';

/**
 * The header row of a console table, from the same names `columns([...])` gives each cell as
 * its `data-label`, so the header and the phone's card labels cannot drift apart.
 */
export function TableHead({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name, i) => (
          // A column may be nameless (a row's action) and names may repeat: the index keeps keys apart.
          <th key={`${name}-${i}`} scope="col" className={thClasses}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
