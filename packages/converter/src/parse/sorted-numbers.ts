/**
 * Numbers sorted ascending, as `xs.sort((a, b) => a - b)` sorts them. A typed array sorts without calling a
 * comparator, which matters for the long lists a statement makes (a height per line): where the two orders could
 * differ (NaN, or -0 among zeros) the comparator sort is kept. `xs` itself is sorted only in that case.
 */
export function sortedNumbers(xs: number[]): ArrayLike<number> & Iterable<number> {
  for (const x of xs) if (x !== x || Object.is(x, -0)) return xs.sort((a, b) => a - b);
  return Float64Array.from(xs).sort();
}

/** The middle of `xs` once sorted (the upper of the two middles of an even count); undefined for none. */
export function medianOf(xs: number[]): number | undefined {
  return sortedNumbers(xs)[xs.length >> 1];
}
