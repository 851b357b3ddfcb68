const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` and answers no sooner than `floorMs` after the start, whatever it answered or threw:
 * an answer's timing then says nothing about which path the work took.
 */
export async function withMinDuration<T>(
  floorMs: number,
  work: () => Promise<T>,
  nowMs: () => number = Date.now,
): Promise<T> {
  const started = nowMs();
  try {
    return await work();
  } finally {
    const left = started + floorMs - nowMs();
    if (left > 0) await sleep(left);
  }
}
