import { configure } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * `findBy…` and `waitFor` wait for the visible state for up to 10 s instead of Testing Library's 1 s: a screen that
 * renders after its (MSW) answer on a busy 2-core machine is not a failure (issue 28: the suite passes when the
 * machine is busy). A test still fails when the state never comes; the wait only bounds how long it looks.
 */
export const ASYNC_WAIT_MS = 10_000;
configure({ asyncUtilTimeout: ASYNC_WAIT_MS });

// The same bound for `vi.waitFor` (its own default is 1 s and vitest has no setting for it; `expect.poll` has one,
// vitest.config.mts): a test may still pass a shorter or longer timeout of its own.
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) =>
  waitFor(
    callback,
    typeof options === 'number' ? options : { timeout: ASYNC_WAIT_MS, ...options },
  )) as typeof vi.waitFor;
