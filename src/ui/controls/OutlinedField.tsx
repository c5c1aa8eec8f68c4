'use client';

import { useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

// ADR 0009: the app's text fields and selects are this outlined field (FormControl + InputLabel +
// OutlinedInput, or NativeSelect for a select) rather than MUI's TextField. TextField looks the same but always brings
// the popup Select (Menu, Popover, Modal, focus trap) and the filled and standard inputs: about 30 kB gzip on the
// pages that have a field, none of it used (every select here is native, which phones show with their own picker).

export interface OutlinedFieldProps {
  label: string;
  name?: string;
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;
  /** The input (or select) element: react-hook-form's `register` ref focuses it on an error. */
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;
  type?: string;
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** Keep the label above the field (a value set without an input event, a select with an empty option). */
  shrink?: boolean;
  /** A native select: the children are its <option>/<optgroup> elements. */
  select?: boolean;
  children?: ReactNode;
  autoComplete?: string;
  maxLength?: number;
  enterKeyHint?: 'search' | 'done' | 'go' | 'next' | 'send' | 'enter' | 'previous';
  startAdornment?: ReactNode;
  sx?: SxProps<Theme>;
}

/** An outlined text field or native select with its label and helper text, wired for assistive technology. */
export function OutlinedField({
  label,
  ref,
  required,
  error,
  helperText,
  size,
  fullWidth,
  shrink,
  select,
  children,
  autoComplete,
  maxLength,
  enterKeyHint,
  sx,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  const htmlInput = { id, autoComplete, maxLength, enterKeyHint, 'aria-describedby': helperId };
  return (
    <FormControl variant="outlined" size={size} fullWidth={fullWidth} required={required} error={error} sx={sx}>
      <InputLabel htmlFor={id} shrink={select ? true : shrink}>
        {label}
      </InputLabel>
      {select ? (
        <NativeSelect
          name={input.name}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          inputRef={ref}
          input={<OutlinedInput label={label} notched />}
          inputProps={htmlInput}
        >
          {children}
        </NativeSelect>
      ) : (
        <OutlinedInput {...input} label={label} notched={shrink} inputRef={ref} inputProps={htmlInput} />
      )}
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
