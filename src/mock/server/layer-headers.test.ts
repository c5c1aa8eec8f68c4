import { describe, expect, it } from 'vitest';
import { devKitEnabled, mockLayerHeaders } from './layer-headers';

const cookies: Record<string, string> = {
  mock_time: 'afterMidnight',
  mock_scenario: 'updateCart:409:itemSoldOut',
  mock_session: 'test-1',
};
const read = (name: string) => cookies[name];

describe('dev kit on the server', () => {
  it.each([
    [{ MOCK_MODE: '1', API_ORIGIN: 'http://127.0.0.1:4010' }, true],
    [{}, false],
    [{ MOCK_MODE: '1' }, true],
    [{ API_ORIGIN: 'https://api.example' }, false],
    [{ MOCK_MODE: '0' }, false],
  ])('enabled for %j: %s', (env, enabled) => {
    expect(devKitEnabled(env)).toBe(enabled);
  });

  it('forwards the dev-kit cookies as mock-layer headers only against the mock', () => {
    expect(mockLayerHeaders(read, { MOCK_MODE: '1' })).toEqual([
      ['x-mock-time', 'afterMidnight'],
      ['x-mock-scenario', 'updateCart:409:itemSoldOut'],
      ['x-mock-session', 'test-1'],
    ]);
    expect(mockLayerHeaders(read, { API_ORIGIN: 'https://api.example' })).toEqual([]);
    expect(mockLayerHeaders((name) => (name === 'mock_time' ? 'x\r\ny' : undefined), { MOCK_MODE: '1' })).toEqual([]);
    expect(mockLayerHeaders(read, {})).toEqual([]);
  });

  it('forwards the mock clock of the e2e walk through the hours (2026-11-26 07:00 JST) as x-mock-clock', () => {
    const clock = (name: string) => (name === 'mock_clock' ? '2026-11-26T07:00:00+09:00' : undefined);
    expect(mockLayerHeaders(clock, { MOCK_MODE: '1' })).toEqual([['x-mock-clock', '2026-11-26T07:00:00+09:00']]);
    expect(mockLayerHeaders(clock, {})).toEqual([]);
  });
});
