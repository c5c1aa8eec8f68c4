import { describe, expect, it } from 'vitest';
import { externalNavigationTarget } from './external-url';

describe('externalNavigationTarget (outside pages named by API answers)', () => {
  it.each([
    ['https://auth.example.com/authorize?x=1', 'https://auth.example.com/authorize?x=1'],
    ['http://127.0.0.1:9000/pay', 'http://127.0.0.1:9000/pay'],
    ['https://standin.mock.invalid/sign-in?state=s1', '/mock-standin/sign-in?state=s1'],
    ['https://standin.mock.invalid/wallet/paypay?orderId=o1', '/mock-standin/wallet/paypay?orderId=o1'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['/relative/path', null],
    ['//evil.example', null],
    ['https://user:pass@evil.example/', null],
    ['', null],
    [42, null],
    [undefined, null],
    [`https://example.com/${'a'.repeat(5000)}`, null],
  ])('%s → %s', (raw, expected) => {
    expect(externalNavigationTarget(raw)).toBe(expected);
  });
});
