/**
 * A pure function remembered by a key of its arguments: the same key answers without computing
 * again. Bounded: past `limit` keys the memory starts over, so a stream of distinct arguments
 * (addresses, dates) costs at most `limit` entries. Only for pure functions whose answers are
 * immutable values (strings, numbers).
 */
export const boundedMemo = <A extends unknown[], V>(
  keyOf: (...args: A) => string,
  compute: (...args: A) => V,
  limit = 4096,
): ((...args: A) => V) => {
  const known = new Map<string, V>();
  return (...args) => {
    const key = keyOf(...args);
    const hit = known.get(key);
    if (hit !== undefined || known.has(key)) return hit as V;
    if (known.size >= limit) known.clear();
    const value = compute(...args);
    known.set(key, value);
    return value;
  };
};
