import { styled, type Theme } from '@mui/material/styles';
import NextLink from 'next/link';
import { TAP_TARGET_PX } from '@/lib/theme';

interface LinkLook {
  /** A footer link: body2 in the text colour (else the surrounding font in the primary colour). */
  footer?: boolean;
  /** Room beside the text (8 px each side). */
  gutters?: boolean;
}

// ADR 0026 (issue 29): the shell's links (footer, inquiry area, error page) are plain <a> elements styled like the
// theme's MUI Link (underline at 40 % of the colour, a 44 × 44 px tap target, issue 27 item 10), without the Link
// component's code on every route.
const linkStyles = ({ theme, footer = false, gutters = false }: LinkLook & { theme: Theme }) => {
  const colour = footer ? theme.palette.text.primary : theme.palette.primary.main;
  return {
    margin: 0,
    ...(footer ? theme.typography.body2 : { font: 'inherit', letterSpacing: 'inherit' }),
    color: colour,
    textDecoration: 'underline',
    textDecorationColor: theme.alpha(colour, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: TAP_TARGET_PX,
    minWidth: TAP_TARGET_PX,
    ...(gutters ? { paddingLeft: theme.spacing(1), paddingRight: theme.spacing(1) } : {}),
  };
};

const notLook = (prop: string) => prop !== 'footer' && prop !== 'gutters';

/** A link to another page of the app (next/link), looking like the theme's MUI Link. */
export const AppTextLink = styled(NextLink, { shouldForwardProp: notLook })<LinkLook>(linkStyles);

/** A link out of the app (or tel:), looking like the theme's MUI Link. */
export const ExternalTextLink = styled('a', { shouldForwardProp: notLook })<LinkLook>(linkStyles);
