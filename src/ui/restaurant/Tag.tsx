import type { ReactNode } from 'react';
import styles from './Tag.module.css';

// ADR 0026: a label that reacts to no tap is a plain element styled by a CSS module (no JS shipped), not MUI's Chip.
/** A small chip-like label: outlined, or filled green (`positive`, e.g. "open now"). */
export function Tag({ positive = false, children }: { positive?: boolean; children: ReactNode }) {
  return <span className={positive ? `${styles.tag} ${styles.positive}` : styles.tag}>{children}</span>;
}

/** A row of tags, wrapping; `minHeight` keeps one tag's height when the row may be empty (no layout shift). */
export function TagRow({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `${styles.row} ${className}` : styles.row}>{children}</div>;
}
