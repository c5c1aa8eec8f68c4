import { describe, expect, it } from 'vitest';
import { requestHost, requestIsHttps } from './request-host';

describe('requestHost', () => {
  it.each([
    [
      'an untrusted X-Forwarded-Host is ignored',
      { host: 'demo.order.example', 'x-forwarded-host': 'sakura.order.example' },
      false,
      'demo.order.example',
    ],
    [
      'a trusted X-Forwarded-Host is used',
      { host: '10.0.0.5:3000', 'x-forwarded-host': 'sakura.order.example' },
      true,
      'sakura.order.example',
    ],
    [
      'a trusted list gives its last hop (the nearest proxy)',
      { host: '10.0.0.5:3000', 'x-forwarded-host': 'evil.example, sakura.order.example' },
      true,
      'sakura.order.example',
    ],
    [
      'a trusted list gives its last hop, trimmed',
      { host: '10.0.0.5:3000', 'x-forwarded-host': 'evil.example,demo.order.example ' },
      true,
      'demo.order.example',
    ],
    ['without X-Forwarded-Host the Host is used (trusted)', { host: 'demo.order.example' }, true, 'demo.order.example'],
    [
      'without X-Forwarded-Host the Host is used (untrusted)',
      { host: 'demo.order.example:8443' },
      false,
      'demo.order.example:8443',
    ],
    [
      'an empty trusted X-Forwarded-Host falls back to Host',
      { host: 'demo.order.example', 'x-forwarded-host': ' , ' },
      true,
      'demo.order.example',
    ],
    ['no Host at all gives null', {}, false, null],
    ['an untrusted X-Forwarded-Host alone gives null', { 'x-forwarded-host': 'sakura.order.example' }, false, null],
  ])('%s', (_rule, headers: Record<string, string>, trustProxy, host) => {
    expect(requestHost(new Headers(headers), trustProxy)).toBe(host);
  });
});

describe('requestIsHttps', () => {
  it.each([
    ['an untrusted X-Forwarded-Proto is ignored', { 'x-forwarded-proto': 'https' }, 'http:', false, false],
    ['an untrusted X-Forwarded-Proto cannot downgrade', { 'x-forwarded-proto': 'http' }, 'https:', false, true],
    ['a trusted X-Forwarded-Proto https is used', { 'x-forwarded-proto': 'https' }, 'http:', true, true],
    ['a trusted X-Forwarded-Proto http is used', { 'x-forwarded-proto': 'http' }, 'https:', true, false],
    ['a trusted list gives its last hop', { 'x-forwarded-proto': 'http, https' }, 'http:', true, true],
    ['a trusted list gives its last hop (http)', { 'x-forwarded-proto': 'https,http' }, 'https:', true, false],
    ['a trusted value is case-insensitive', { 'x-forwarded-proto': 'HTTPS' }, 'http:', true, true],
    ['without the header, the URL protocol https: (trusted)', {}, 'https:', true, true],
    ['without the header, the URL protocol http: (trusted)', {}, 'http:', true, false],
    ['without trust, the URL protocol https:', {}, 'https:', false, true],
    ['without trust, the URL protocol http:', {}, 'http:', false, false],
  ])('%s', (_rule, headers: Record<string, string>, urlProtocol, trustProxy, https) => {
    expect(requestIsHttps(new Headers(headers), urlProtocol, trustProxy)).toBe(https);
  });
});
