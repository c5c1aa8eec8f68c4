import { Bone } from '@/ui/controls/Bone';
import styles from './MenuSkeletons.module.css';

// Each skeleton has the size of what replaces it (issue 15: no layout shift while data and images load): the same
// paddings, borders and image boxes as the real tile / card, and text lines in the real typography variant.
// Issue 29 (ADR 0026): plain elements styled by a CSS module, not MUI's Box and Typography; one file per skeleton, so
// each menu route carries only its own.

/** A line of skeleton text in a Typography variant, so it is exactly one line of that text high. */
export function SkeletonLine({ variant, width }: { variant: 'h1' | 'h2' | 'body1' | 'body2'; width: string }) {
  return (
    <span className={`${styles.line} ${styles[variant]}`}>
      <Bone variant="text" width={width} />
    </span>
  );
}
