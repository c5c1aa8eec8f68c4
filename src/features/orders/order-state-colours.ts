import type { CSSProperties } from 'react';
import type { OrderState } from '@/api/generated/models';
import { type OrderStateTone, orderStateLook } from '@/domain/order-state';
import { themeOptions } from '@/lib/theme';

const { palette } = themeOptions;
const WHITE = '#fff'; // MUI's common.white, as the created theme writes it

// Decision (issue 27 item 7, text contrast ≥ 4.5): the filled colour of a tone is its palette `main` with its
// `contrastText` (white: info #01579b, secondary #37474f, success #2e7d32, error #c62828 are all ≥ 5:1), except
// amber, where white on warning.main is only 3.1:1, so it carries the dark text colour (#212121, 5.2:1), and the
// neutral grey, which is grey.700 (#616161) with white (6.2:1). Read from the theme's options, not the created theme
// (ADR 0032: the status tags need no MUI); order-state-colours.test.ts holds them equal to the created theme's.
/** The filled colours of each tone, as CSS colours (inline style of a plain element). */
export const TONE_COLOURS: Readonly<Record<OrderStateTone, { backgroundColor: string; color: string }>> = {
  warning: { backgroundColor: palette.warning.main, color: palette.text.primary },
  default: { backgroundColor: '#616161', color: WHITE },
  info: { backgroundColor: palette.info.main, color: WHITE },
  secondary: { backgroundColor: palette.secondary.main, color: palette.secondary.contrastText },
  success: { backgroundColor: palette.success.main, color: WHITE },
  error: { backgroundColor: palette.error.main, color: WHITE },
};

/** The filled colours of a state (a plain element's style); icons inside take the text colour. */
export function stateStyle(state: OrderState): CSSProperties {
  return TONE_COLOURS[orderStateLook(state).tone];
}
