import type { InputHTMLAttributes } from 'react';
import styles from './RadioOption.module.css';

// Issue 29: apart from RadioOption, so the item screen's option rows load the radio without the labelled option and
// the group (RadioOption.tsx).

/**
 * The radio alone (its 44 × 44 px box and drawn circle), for a row that lays out its own label (the item screen's
 * options): the input's other props (id, aria-label, onClick…) pass through.
 */
export function RadioInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>) {
  return (
    <span className={styles.radio}>
      <input type="radio" className={styles.input} {...props} />
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
        <path
          className={styles.dot}
          d="M8.465 8.465C9.37 7.56 10.62 7 12 7C14.76 7 17 9.24 17 12C17 13.38 16.44 14.63 15.535 15.535C14.63 16.44 13.38 17 12 17C9.24 17 7 14.76 7 12C7 10.62 7.56 9.37 8.465 8.465Z"
        />
      </svg>
    </span>
  );
}
