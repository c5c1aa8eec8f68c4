import { afterEach, describe, expect, it } from 'vitest';
import { openErrorModal, useErrorModalStore } from './error-modal-store';

afterEach(() => useErrorModalStore.getState().close());

describe('the common error modal leaves the routed session errors to their own surfaces (issue 10 item 8)', () => {
  it.each([
    ['E100110306 (forced-logout modal)', 'E100110306'],
    ['E100110506 (forced-logout modal)', 'E100110506'],
    ['E100610009 (card-expired modal)', 'E100610009'],
    ['E100110106 (error page with login)', 'E100110106'],
  ])('a screen asking for its own copy of %s gets no modal', (_name, code) => {
    openErrorModal({ endpoint: 'updateCart', code });
    expect(useErrorModalStore.getState().request).toBeNull();
  });

  it.each([['E100200006'], ['network'], [null]])('other codes (%s) still open it', (code) => {
    openErrorModal({ endpoint: 'updateCart', code });
    expect(useErrorModalStore.getState().request).toMatchObject({ endpoint: 'updateCart', code });
  });
});
