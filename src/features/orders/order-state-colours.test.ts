import { describe, expect, it } from 'vitest';
import { appTheme } from '@/lib/theme';
import { TONE_COLOURS } from './order-state-colours';

describe("the order states' filled colours (order-state-colours.ts, issue 27 item 7)", () => {
  it("are the created theme's colours: each tone's main with its contrast text, amber with the text colour, grey.700 with white", () => {
    const { palette } = appTheme();
    expect(TONE_COLOURS).toEqual({
      warning: { backgroundColor: palette.warning.main, color: palette.text.primary },
      default: { backgroundColor: palette.grey[700], color: palette.common.white },
      info: { backgroundColor: palette.info.main, color: palette.info.contrastText },
      secondary: { backgroundColor: palette.secondary.main, color: palette.secondary.contrastText },
      success: { backgroundColor: palette.success.main, color: palette.success.contrastText },
      error: { backgroundColor: palette.error.main, color: palette.error.contrastText },
    });
  });
});
