import type { ReactNode } from 'react';
import styles from './MenuTag.module.css';

export type MenuTagColour = 'default' | 'primary' | 'secondary' | 'error' | 'warning' | 'info';

// Issue 29 (ADR 0026): a tag that reacts to no tap is a plain element styled by a CSS module (no JS shipped), not
// MUI's Chip; the same look as the small Chip it replaces.
/** A small chip-like label of the menu and item screens: filled or outlined, in a theme colour. */
export function MenuTag({
  colour = 'default',
  variant = 'filled',
  className,
  children,
}: {
  colour?: MenuTagColour;
  variant?: 'filled' | 'outlined';
  className?: string;
  children: ReactNode;
}) {
  const classes = [styles.tag, styles[variant], colour === 'default' ? '' : styles[colour], className ?? ''];
  return <span className={classes.filter(Boolean).join(' ')}>{children}</span>;
}
