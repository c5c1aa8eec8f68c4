import { configure } from '@testing-library/react';

/**
 * `findBy…` and `waitFor` wait for the visible state for up to 10 s instead of Testing Library's 1 s: a screen that
 * renders after its (MSW) answer on a busy 2-core machine is not a failure (issue 28: the suite passes when the
 * machine is busy). A test still fails when the state never comes; the wait only bounds how long it looks.
 */
configure({ asyncUtilTimeout: 10_000 });
