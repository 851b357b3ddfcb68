/**
 * Runs at most `limit` calls of `work` at once; the others wait their turn, first come first served.
 * @example const oneByOne = concurrencyLimit(1); await Promise.all([oneByOne(a), oneByOne(b)]);
 */
export function concurrencyLimit(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running < limit) running += 1;
    // A call that ends hands its place straight to the next in line.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
