import { describe, expect, it } from 'vitest';
import { defaultStartPorts, startPorts } from '../../scripts/start-ports';

describe('npm start ports', () => {
  it('are the usual fixed ones without --port', () => {
    expect(startPorts([])).toEqual(defaultStartPorts);
    expect(startPorts(['--reset'])).toEqual(defaultStartPorts);
  });

  it('move as one block of distinct ports from --port N (or --port=N)', () => {
    const moved = startPorts(['--reset', '--port', '4100']);
    expect(moved).toEqual({ app: 4100, api: 4101, aws: 4102, paystack: 4103, s3: 4104, cognito: 4105, dynamodb: 4106 });
    expect(startPorts(['--port=4100'])).toEqual(moved);
    expect(new Set(Object.values(moved)).size).toBe(Object.keys(moved).length);
  });

  it('refuses a --port that is missing, not a number or out of range', () => {
    for (const args of [['--port'], ['--port', 'abc'], ['--port', '80'], ['--port=65534']])
      expect(() => startPorts(args)).toThrow(/--port needs/);
  });
});
