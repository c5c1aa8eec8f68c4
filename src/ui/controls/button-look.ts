import styles from './ButtonLook.module.css';

/** MUI Button's look options that the plain buttons of the first paint take (ADR 0032). */
export interface ButtonLookOptions {
  variant?: 'text' | 'outlined' | 'contained';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
}

/**
 * The classes that make a <button> or <a> look like the theme's MUI Button of these options (text, medium), with
 * `className` (the caller's spacing) after them.
 */
export function buttonLook(
  { variant = 'text', size = 'medium', fullWidth = false }: ButtonLookOptions = {},
  className?: string,
): string {
  return [styles.base, styles[variant], size !== 'medium' && styles[size], fullWidth && styles.fullWidth, className]
    .filter(Boolean)
    .join(' ');
}
