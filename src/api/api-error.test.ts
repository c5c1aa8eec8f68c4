import { describe, expect, it } from 'vitest';
import { ClientLoadError, RequiredParameterError, serverErrorCode, toApiFailure } from './api-error';

describe('toApiFailure: what a screen is told about values that are not axios errors (SPEC 8 network-level codes)', () => {
  it.each([
    [
      'the HTTP client could not be loaded (an Error): network',
      new ClientLoadError(new Error('Failed to fetch dynamically imported module')),
      { kind: 'network', status: null, code: 'network' },
      'The HTTP client could not be loaded: Failed to fetch dynamically imported module',
    ],
    [
      'the HTTP client could not be loaded (not an Error): network',
      new ClientLoadError('offline'),
      { kind: 'network', status: null, code: 'network' },
      'The HTTP client could not be loaded: offline',
    ],
    [
      "a required parameter was missing: refused before sending ('Required parameter X ...') (SPEC §5 L268)",
      new RequiredParameterError('restaurantId', 'getRestaurant'),
      { kind: 'required', status: null, code: 'required' },
      'Required parameter restaurantId was null or undefined when calling getRestaurant.',
    ],
    ['any other Error: unknown', new TypeError('boom'), { kind: 'network', status: null, code: 'unknown' }, 'boom'],
    ['a thrown string: unknown', 'boom', { kind: 'network', status: null, code: 'unknown' }, 'boom'],
  ])('%s', (_name, error, expected, message) => {
    expect(toApiFailure(error)).toEqual({ ...expected, message });
  });

  it.each([
    ['an object flagged isAxiosError without a response', { isAxiosError: true }, null],
    ['an object not flagged', { response: { data: { code: 'E1' } } }, null],
    ['null', null, null],
    ['a flagged object whose body has a code', { isAxiosError: true, response: { data: { code: 'E1' } } }, 'E1'],
  ])('serverErrorCode of %s', (_name, error, code) => {
    expect(serverErrorCode(error)).toBe(code);
  });
});
