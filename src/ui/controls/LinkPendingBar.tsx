'use client';

import { useLinkStatus } from 'next/link';
import styles from './LinkPendingBar.module.css';

/**
 * A thin bar along the bottom edge of a link while the navigation it started is pending (issue 16 item 9: every
 * control that starts a load shows it started). Place it inside a `next/link` whose box is `position: relative`; it
 * is absolutely placed, so it never moves the layout, and hidden from assistive technology (the screen that opens
 * announces its own loading state).
 */
// Issue 29 (ADR 0026): the bar is a plain element animated by a CSS module (no JS shipped), not MUI's LinearProgress;
// the same look, and the same role, which the e2e suites read as "still loading" (e2e/surface.ts).
export function LinkPendingBar() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return <span role="progressbar" aria-hidden="true" className={styles.track} />;
}
