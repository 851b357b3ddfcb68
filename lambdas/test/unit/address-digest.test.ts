import { describe, expect, it } from 'vitest';
import { digestAddress } from '../../src/shared/crypto';
import { withMinDuration } from '../../src/shared/min-duration';

const secret = 'a-test-app-secret-of-enough-length';

describe('digestAddress', () => {
  it('names one address the same whatever its case or surrounding spaces, and gives no address back', () => {
    const digest = digestAddress(secret, 'Owner@Example.com');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digestAddress(secret, '  owner@EXAMPLE.COM ')).toBe(digest);
    expect(digestAddress(secret, 'other@example.com')).not.toBe(digest);
    expect(digest).not.toContain('owner');
  });

  it('depends on the app secret', () => {
    expect(digestAddress(`${secret}-2`, 'owner@example.com')).not.toBe(digestAddress(secret, 'owner@example.com'));
    expect(() => digestAddress('short', 'owner@example.com')).toThrow(/too short/);
  });
});

describe('withMinDuration', () => {
  it('answers no sooner than its floor, whether the work answers or throws', async () => {
    let clock = 1_000;
    const slept: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    // A clock the work moves; the sleep that pads is recorded and done at once.
    globalThis.setTimeout = ((fn: () => void, ms: number) => {
      slept.push(ms);
      return realSetTimeout(fn, 0);
    }) as typeof setTimeout;
    try {
      expect(
        await withMinDuration(
          250,
          async () => ((clock += 40), 'hit'),
          () => clock,
        ),
      ).toBe('hit');
      await expect(
        withMinDuration(
          250,
          async () => ((clock += 10), Promise.reject(new Error('miss'))),
          () => clock,
        ),
      ).rejects.toThrow('miss');
      expect(
        await withMinDuration(
          250,
          async () => ((clock += 300), 'slow'),
          () => clock,
        ),
      ).toBe('slow');
    } finally {
      globalThis.setTimeout = realSetTimeout;
    }
    expect(slept).toEqual([210, 240]);
  });

  it('takes at least its floor in real time', async () => {
    const started = performance.now();
    await withMinDuration(30, async () => 'quick');
    expect(performance.now() - started).toBeGreaterThanOrEqual(29);
  });
});
