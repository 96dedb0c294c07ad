/**
 * A record keyed by data (booking ids, cells): made without a prototype, so V8 keeps it as a
 * plain dictionary instead of minting a hidden class for every new key. Object literals with
 * such keys made a rebuild spend its time in map transitions and garbage collection.
 */
export const dictionary = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;
