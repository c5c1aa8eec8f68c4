'use client';

import { lazy, Suspense } from 'react';

const PrivacyPolicyScreen = lazy(() =>
  import('./PrivacyPolicyScreen').then((module) => ({ default: module.PrivacyPolicyScreen })),
);

// ADR 0009: the privacy policy screen is its own chunk, loaded by the /privacy_policy route only: the feature's entry
// is imported by the shell (gate, mini-app flag), and the screen must not ride along in every page's first-load JS.
/** /privacy_policy: the LINE mini-app privacy policy screen, loaded on demand. */
export function PrivacyPolicyPage() {
  return (
    <Suspense fallback={null}>
      <PrivacyPolicyScreen />
    </Suspense>
  );
}
