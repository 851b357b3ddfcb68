import { describe, expect, it } from 'vitest';
import { portIsFree, restartablePorts } from '../../scripts/local-stack/ports';

describe('ports for a stack started again on the same ports', () => {
  it('are six distinct free ports below the range outgoing connections are given', async () => {
    const ports = Object.values(await restartablePorts());
    expect(new Set(ports).size).toBe(6);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(32_768);
      expect(await portIsFree(port)).toBe(true);
    }
  });
});
