import { describe, expect, it } from 'vitest';
import { createDMiniMock, dMiniHash } from './dmini.mjs';

const url = (s: string) => new URL(s, 'http://mock.local');
const call = (mock: ReturnType<typeof createDMiniMock>, method: string, path: string, requestJson?: unknown) =>
  mock.answer({ method, path, url: url(path), key: 'demo|s1', json: {}, requestJson });

describe('the d払い mini app on the mock: one-time seed and hash (issue 14 item 11)', () => {
  it('a hash of an issued seed is valid once; a forged hash, a foreign seed and a replay are not', () => {
    const mock = createDMiniMock();
    const { seed } = call(mock, 'GET', '/v1/dmini/seed') as { seed: string };
    expect(seed).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(call(mock, 'POST', '/v1/dmini/verify_hash', { seed, hash: 'f'.repeat(64) })).toEqual({ is_valid: false });
    expect(call(mock, 'POST', '/v1/dmini/verify_hash', { seed, hash: dMiniHash(seed) })).toEqual({ is_valid: true });
    expect(call(mock, 'POST', '/v1/dmini/verify_hash', { seed, hash: dMiniHash(seed) })).toEqual({ is_valid: false });
    const foreign = 'c2VlZC0yMDI2MTEyMS0wMDAx';
    expect(call(mock, 'POST', '/v1/dmini/verify_hash', { seed: foreign, hash: dMiniHash(foreign) })).toEqual({
      is_valid: false,
    });
  });
});

describe('the d払い mini app on the mock: state echo, user status, examples', () => {
  it('the login start echoes the request state in the authorization URL', () => {
    const mock = createDMiniMock();
    const path = '/v1/dmini/daccount/login/demo';
    const answer = mock.answer({
      method: 'GET',
      path,
      url: url(`${path}?state=demo.abc&loginType=launch`),
      key: 'demo|s1',
      json: { authorization_url: 'https://standin.mock.invalid/daccount/login?state=mock-state' },
      requestJson: undefined,
    });
    expect(answer).toEqual({ authorization_url: 'https://standin.mock.invalid/daccount/login?state=demo.abc' });
  });

  it('the user status starts new and follows the terms, the launch login, the card link and the unlink', () => {
    const mock = createDMiniMock();
    expect(call(mock, 'GET', '/v1/dmini/user_status')).toEqual({
      is_terms_agreed: false,
      is_d_account_linked: false,
      is_dpoint_card_connected: false,
    });
    call(mock, 'POST', '/v1/dmini/user_status', { is_terms_agreed: true });
    call(mock, 'GET', '/v1/dmini/daccount/callback/launch');
    call(mock, 'GET', '/v1/dmini/daccount/callback/dpoint');
    expect(call(mock, 'GET', '/v1/dmini/user_status')).toEqual({
      is_terms_agreed: true,
      is_d_account_linked: true,
      is_dpoint_card_connected: true,
      dpoint_card_number: '****-****-****-1234',
    });
    call(mock, 'DELETE', '/v1/dmini/daccount/dpoint_card_connecting');
    expect(call(mock, 'GET', '/v1/dmini/user_status')).toMatchObject({ is_dpoint_card_connected: false });
  });

  it.each([
    ['POST', '/v1/orders/confirm', { 'x-platform-code': 'pay_mini_app' }, {}, 'example=dMiniApp'],
    ['POST', '/v1/orders/confirm', { 'x-platform-code': 'web' }, {}, null],
    ['POST', '/v1/orders/preorder', {}, { payment_method: 'PAYMENT_METHOD_D_MINI_APP' }, 'example=dMiniApp'],
    ['POST', '/v1/orders/preorder', {}, { payment_method: 'PAYMENT_METHOD_D_PAY' }, null],
  ])('%s %s %j %j → %s', (method, path, headers, requestJson, out) => {
    expect(createDMiniMock().exampleFor({ method, path, headers, requestJson })).toBe(out);
  });
});

describe('the d-account callbacks reach Prism with their empty parameters (Prism ignores allowEmptyValue)', () => {
  it.each([
    ['/v1/dmini/daccount/callback/launch', '?code=c1&error=&state=s', '?code=c1&error=+&state=s'],
    ['/v1/daccount/callback/dpoint', '?code=&error=access_denied&state=s', '?code=+&error=access_denied&state=s'],
    ['/v1/dmini/daccount/callback/dpoint', '?code=c1&state=s', '?code=c1&state=s'],
    ['/v1/orders', '?error=', '?error='],
  ])('%s%s → %s', (path, search, out) => {
    expect(createDMiniMock().prismQuery(path, search)).toBe(out);
  });
});
