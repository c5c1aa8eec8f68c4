import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Width and height in px (MUI's CircularProgress: 40). */
  size?: number;
  /** The theme's primary colour, or the text colour around it (inside a button). */
  color?: 'primary' | 'inherit';
}

/**
 * MUI's indeterminate CircularProgress drawn by a CSS module (ADR 0032): a spinner of the first paint (the add and
 * near-me buttons, the complete page's wait) runs neither MUI nor the style engine. Decorative: the caller says what
 * is going on (a status text, aria-busy, the button's label).
 */
export function Spinner({ size = 40, color = 'primary' }: SpinnerProps) {
  return (
    <span
      aria-hidden
      className={color === 'inherit' ? styles.spinner : `${styles.spinner} ${styles.primary}`}
      style={{ width: size, height: size }}
    >
      <svg className={styles.svg} viewBox="22 22 44 44">
        <circle className={styles.circle} cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
