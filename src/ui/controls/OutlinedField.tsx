'use client';

import {
  useId,
  type ChangeEventHandler,
  type CSSProperties,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import styles from './OutlinedField.module.css';

// ADR 0009, ADR 0026: the app's text fields and selects are this outlined field: a native <input>, <textarea> or
// <select> with its label and helper text, styled by a CSS module (OutlinedField.module.css) to look as MUI's outlined
// TextField does. MUI's field (FormControl, InputLabel, OutlinedInput, InputBase, NativeSelect, FormHelperText,
// TextareaAutosize) cost about 10 kB gzip of JS on every page with a field, for looks only; every select here is
// native (phones show their own picker).

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface OutlinedFieldProps {
  label: string;
  /** The control's id (a fixed one lets a caller focus it); a generated one by default. */
  id?: string;
  name?: string;
  value?: string;
  onChange?: ChangeEventHandler<FieldElement>;
  onBlur?: FocusEventHandler<FieldElement>;
  /** The input (or select) element: react-hook-form's `register` ref focuses it on an error. */
  ref?: Ref<FieldElement>;
  type?: string;
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** Keep the label above the field (a select, or a field with a start adornment, always keeps it there). */
  shrink?: boolean;
  /** A native select: the children are its <option>/<optgroup> elements. */
  select?: boolean;
  children?: ReactNode;
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'text' | 'tel' | 'email' | 'search' | 'decimal' | 'url' | 'none';
  enterKeyHint?: 'search' | 'done' | 'go' | 'next' | 'send' | 'enter' | 'previous';
  startAdornment?: ReactNode;
  /** The root's extra class and style (its place in the caller's layout). */
  className?: string;
  style?: CSSProperties;
}

/** An outlined text field or native select with its label and helper text, wired for assistive technology. */
export function OutlinedField({
  label,
  id: givenId,
  ref,
  required,
  multiline,
  minRows,
  error,
  helperText,
  size,
  fullWidth,
  shrink,
  select,
  children,
  startAdornment,
  className,
  style,
  ...input
}: OutlinedFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const helperId = helperText && helperText !== ' ' ? `${id}-helper` : undefined;
  const common = {
    id,
    required,
    className: styles.control,
    'aria-invalid': error || undefined,
    'aria-describedby': helperId,
  };
  const { type: _type, ...textarea } = input;
  const boxClass = [
    styles.box,
    startAdornment ? styles.adorned : '',
    select || startAdornment || shrink ? styles.shrink : '',
  ].join(' ');
  const rootClass = [
    styles.root,
    fullWidth ? styles.fullWidth : '',
    size === 'small' ? styles.small : '',
    error ? styles.error : '',
    className ?? '',
  ].join(' ');
  // The asterisk is MUI's: shown, not read (the control itself is `required`).
  const text = required ? `${label}\u2009*` : label;
  return (
    <div className={rootClass} style={style}>
      <div className={boxClass}>
        {startAdornment ? <span className={styles.adornment}>{startAdornment}</span> : null}
        {select ? (
          <>
            <select
              {...common}
              ref={ref as Ref<HTMLSelectElement>}
              name={input.name}
              value={input.value}
              onChange={input.onChange}
              onBlur={input.onBlur}
              autoComplete={input.autoComplete}
            >
              {children}
            </select>
            <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M7 10l5 5 5-5z" />
            </svg>
          </>
        ) : multiline ? (
          <textarea
            {...common}
            {...textarea}
            ref={ref as Ref<HTMLTextAreaElement>}
            rows={minRows}
            placeholder=" "
            style={{ '--rows': minRows ?? 1 } as CSSProperties}
          />
        ) : (
          <input {...common} {...input} ref={ref as Ref<HTMLInputElement>} placeholder=" " />
        )}
        <fieldset aria-hidden="true" className={styles.outline}>
          <legend>
            <span>{text}</span>
          </legend>
        </fieldset>
        <label htmlFor={id} className={styles.label}>
          {label}
          {required ? <span aria-hidden="true">{'\u2009*'}</span> : null}
        </label>
      </div>
      {helperText ? (
        <p id={helperId} className={styles.helper}>
          {/* A helper of one space keeps the line's height (MUI's way): nothing to read. */}
          {helperText === ' ' ? <span aria-hidden="true">{'\u200b'}</span> : helperText}
        </p>
      ) : null}
    </div>
  );
}
