import type { ReactNode } from 'react';
import styles from './ButtonLook.module.css';

/** A start icon's box inside a button with the theme's button look (./button-look.ts): sized by the button, as MUI's. */
export function ButtonIcon({ children }: { children: ReactNode }) {
  return <span className={styles.icon}>{children}</span>;
}
