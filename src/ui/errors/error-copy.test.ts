import { describe, expect, it } from 'vitest';
import { catalogueCode, errorCopyFor } from './error-copy';

describe('errorCopyFor', () => {
  it('maps the API layer network codes to the catalogue codes', () => {
    expect(catalogueCode('timeout')).toBe('ECONNABORTED');
    expect(catalogueCode('E100100002')).toBe('E100100002');
    expect(catalogueCode(undefined)).toBeNull();
    expect(errorCopyFor('getRestaurant', 'network')).toMatchObject({
      title: 'error.common.ERR_NETWORK.title',
      action: 'close',
    });
  });

  it('falls back to the common DEFAULT for the brand call (SPEC §8 L375b)', () => {
    expect(errorCopyFor('getBrand', 'badResponse')).toMatchObject({ title: 'error.common.ERR_BAD_RESPONSE.title' });
    expect(errorCopyFor('getBrand', 'E999')).toMatchObject({
      title: 'error.common.DEFAULT.title',
      linkText: 'error.linkText.back',
    });
  });
});
