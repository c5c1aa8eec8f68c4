import styles from './ButtonLook.module.css';

/** MUI Button's look options that the plain buttons of the first paint take (ADR 0032). */
export interface ButtonLookOptions {
  variant?: 'text' | 'outlined' | 'contained';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  /** MUI's `color` of a text button: the theme's primary (default), the surrounding text's, or the theme's error red. */
  color?: 'primary' | 'inherit' | 'error';
  /** Space above, in the theme's 8 px steps (MUI's `sx={{ mt: 2 }}`): 16 or 24 px. */
  marginTop?: 2 | 3;
}

/**
 * The classes that make a <button> or <a> look like the theme's MUI Button of these options (text, medium), with
 * `className` (the caller's spacing) after them.
 */
export function buttonLook(
  { variant = 'text', size = 'medium', fullWidth = false, color = 'primary', marginTop }: ButtonLookOptions = {},
  className?: string,
): string {
  return [
    styles.base,
    styles[variant],
    size !== 'medium' && styles[size],
    fullWidth && styles.fullWidth,
    color !== 'primary' && styles[color],
    marginTop && styles[`marginTop${marginTop}`],
    className,
  ]
    .filter(Boolean)
    .join(' ');
}
