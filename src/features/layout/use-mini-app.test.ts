import { describe, expect, it } from 'vitest';
import { isLineUserAgent } from './use-mini-app';

describe('isLineUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari Line/13.20.0',
      true,
    ],
    ['Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile Safari/537.36 Line/14.1.0/IAB', true],
    ['Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile Safari/537.36', false],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36', false],
  ])('%s → %s', (ua, expected) => {
    expect(isLineUserAgent(ua)).toBe(expected);
  });
});
