/** Brute force for the odds tests: every way to draw some cards from a small deck. */

/** Every size-`size` subset of `items`, in the items' order. */
export function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items;
  return [...subsets(rest, size - 1).map((subset) => [first!, ...subset]), ...subsets(rest, size)];
}
