import type { ChangeEventHandler, ReactNode } from 'react';
import { RadioInput } from './RadioInput';
import styles from './RadioOption.module.css';

// Issue 29 (ADR 0026): a radio choice is a native radio input styled by a CSS module (no JS shipped), not MUI's
// RadioGroup + FormControlLabel + Radio (about 3 kB of JS): the same look, a 44 × 44 px target (the input covers its
// halo, as MUI's does), the label as its accessible name, and the browser's own arrow keys within a group (`name`).

/** The options of one choice (MUI RadioGroup's box and role). */
export function RadioOptions({ children }: { children: ReactNode }) {
  return (
    <div role="radiogroup" className={styles.group}>
      {children}
    </div>
  );
}

/** One radio with its label; `name` groups the options of one choice. */
export function RadioOption({
  name,
  value,
  checked,
  disabled,
  onChange,
  label,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
  label: ReactNode;
}) {
  return (
    <label className={styles.option}>
      <RadioInput name={name} value={value} checked={checked} disabled={disabled} onChange={onChange} />
      <span className={styles.label}>{label}</span>
    </label>
  );
}
