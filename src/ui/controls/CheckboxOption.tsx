import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './CheckboxOption.module.css';

// Issue 29 (ADR 0026): RadioOption's twin: a checkbox is a native input styled by a CSS module (no JS shipped), not
// MUI's FormControlLabel + Checkbox (about 2.5 kB of JS): the same look, a 44 × 44 px target, the label (or the
// caller's aria-label) as its accessible name.

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>;

/** The checkbox alone (its 44 × 44 px box and drawn square), for a row that lays out its own label. */
export function CheckboxInput(props: InputProps) {
  return (
    <span className={styles.box}>
      <input type="checkbox" className={styles.input} {...props} />
      <svg className={`${styles.icon} ${styles.unchecked}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z" />
      </svg>
      <svg className={`${styles.icon} ${styles.checked}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z" />
      </svg>
    </span>
  );
}

/** One checkbox with its label (MUI's FormControlLabel + Checkbox). */
export function CheckboxOption({ label, ...input }: InputProps & { label: ReactNode }) {
  return (
    <label className={styles.option}>
      <CheckboxInput {...input} />
      <span className={styles.label}>{label}</span>
    </label>
  );
}
