import styles from './ButtonLook.module.css';

/** MUI Button's look options that the plain buttons of the first paint take (ADR 0032). */
export interface ButtonLookOptions {
  variant?: 'text' | 'outlined' | 'contained';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
}

/** The classes that make a <button> or <a> look like the theme's MUI Button of these options (text, medium). */
export function buttonLook({ variant = 'text', size = 'medium', fullWidth = false }: ButtonLookOptions = {}): string {
  return [styles.base, styles[variant], size !== 'medium' && styles[size], fullWidth && styles.fullWidth]
    .filter(Boolean)
    .join(' ');
}

/** The class of a start icon's box inside such a button. */
export const BUTTON_ICON_CLASS = styles.icon;
