import styles from './Bone.module.css';

// Issue 29 (ADR 0026): a loading placeholder is a plain element styled by a CSS module (no JS shipped), not MUI's
// Skeleton; the same look and sizes as the Skeleton it replaces. It keeps MUI's class name, which the e2e suites read as
// "still loading" (e2e/surface.ts, e2e/entry-and-targets.spec.ts).
/**
 * A skeleton shape: `text` is one line of the surrounding text (put it in an element with that text's typography),
 * `rounded` and `rectangular` a box of the given size. Hidden from assistive technology, unless `label` names it: then
 * it is a status that says what is loading.
 */
export function Bone({
  variant,
  width,
  height,
  label,
  inline,
  className,
}: {
  variant: 'text' | 'rounded' | 'rectangular';
  width?: number | string;
  height?: number | string;
  /** What is loading, read by screen readers (role status). */
  label?: string;
  /** Stands in a line of text (display inline-block). */
  inline?: boolean;
  /** A shape of the caller's own (e.g. a pill's radius). */
  className?: string;
}) {
  const classes = ['MuiSkeleton-root', styles.bone, variant === 'rectangular' ? '' : styles[variant], className];
  return (
    <span
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
      className={classes.filter(Boolean).join(' ')}
      style={{ width, height, display: inline ? 'inline-block' : undefined }}
    />
  );
}
