import { describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';

describe('eventually', () => {
  it('polls until the value is good enough and returns it', async () => {
    let calls = 0;
    const value = await eventually('the third call', () => ++calls, { until: (n) => n >= 3, everyMs: 1 });
    expect(value).toBe(3);
  });

  it('gives up after the timeout, naming what never happened and the last value seen', async () => {
    await expect(
      eventually('the balance is 10', async () => 7, { until: (b) => b === 10, timeoutMs: 30, everyMs: 5 }),
    ).rejects.toThrow('Timed out after 30 ms waiting until the balance is 10 (last seen: 7)');
  });
});
