import type { AnchorHTMLAttributes, ComponentProps } from 'react';
import NextLink from 'next/link';
import styles from './TextLink.module.css';

interface LinkLook {
  /** A footer link: body2 in the text colour (else the surrounding font in the primary colour). */
  footer?: boolean;
  /** Room beside the text (8 px each side). */
  gutters?: boolean;
}

// ADR 0026 (issue 29): the shell's links (footer, inquiry area, error page) are plain <a> elements styled like the
// theme's MUI Link (underline at 40 % of the colour, a 44 × 44 px tap target, issue 27 item 10), by a CSS module:
// neither MUI's Link nor the style engine runs for them.
function lookClass({ footer = false, gutters = false }: LinkLook, extra?: string): string {
  return [styles.link, footer && styles.footer, gutters && styles.gutters, extra].filter(Boolean).join(' ');
}

/** A link to another page of the app (next/link), looking like the theme's MUI Link. */
export function AppTextLink({ footer, gutters, className, ...props }: ComponentProps<typeof NextLink> & LinkLook) {
  return <NextLink {...props} className={lookClass({ footer, gutters }, className)} />;
}

/** A link out of the app (or tel:), looking like the theme's MUI Link. */
export function ExternalTextLink({
  footer,
  gutters,
  className,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & LinkLook) {
  return (
    <a {...props} className={lookClass({ footer, gutters }, className)}>
      {children}
    </a>
  );
}
