import styles from './PathIcon.module.css';

// Issue 29 (ADR 0026): an icon is an inline <svg> with a Material icon's path data (from @mui/icons-material), not the
// icon's component and MUI's SvgIcon (about 2 kB of JS on a route): the same box, size and colour.
/**
 * A 24 × 24 Material icon drawn in the current text colour: `medium` 24 px, `small` 20 px, `inherit` the font size.
 * Hidden from assistive technology unless `title` names it (then an image with that name, as SvgIcon's titleAccess).
 */
export function PathIcon({
  d,
  size = 'medium',
  title,
  className,
  'data-icon': dataIcon,
}: {
  /** The icon's SVG path data (a 24 × 24 box). */
  d: string;
  /** A name for tests and styles to find the icon by (e.g. an order state's icon). */
  'data-icon'?: string;
  size?: 'inherit' | 'small' | 'medium';
  title?: string;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      focusable="false"
      className={[styles.icon, styles[size], className].filter(Boolean).join(' ')}
      data-icon={dataIcon}
      {...(title ? { role: 'img' } : { 'aria-hidden': true })}
    >
      {title ? <title>{title}</title> : null}
      <path d={d} />
    </svg>
  );
}
