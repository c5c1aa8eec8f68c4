import type { CSSProperties } from 'react';
import type { OrderState } from '@/api/generated/models';
import { type OrderStateTone, orderStateLook } from '@/domain/order-state';
import { theme } from '@/lib/theme';

// Decision (issue 27 item 7, text contrast ≥ 4.5): the filled colour of a tone is its palette `main` with its
// `contrastText` (white: info #01579b, secondary #37474f, success #2e7d32, error #c62828 are all ≥ 5:1), except
// amber, where white on warning.main is only 3.1:1, so it carries the dark text colour (#212121, 5.2:1), and the
// neutral grey, which is grey.700 (#616161) with white (6.2:1).
/** The filled colours of a tone, as CSS colours from the theme (inline style of a plain element, or `sx`). */
function toneColours(tone: OrderStateTone): { backgroundColor: string; color: string } {
  const { palette } = theme;
  if (tone === 'warning') return { backgroundColor: palette.warning.main, color: palette.text.primary };
  if (tone === 'default') return { backgroundColor: palette.grey[700], color: palette.common.white };
  return { backgroundColor: palette[tone].main, color: palette[tone].contrastText };
}

/** The filled colours of a state (a plain element's style, or MUI's `sx`); icons inside take the text colour. */
export function stateStyle(state: OrderState): CSSProperties {
  return toneColours(orderStateLook(state).tone);
}
