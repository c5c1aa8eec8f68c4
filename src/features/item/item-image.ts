import { IMAGE_SIZES } from '@/domain/constants';

/** The item image's rendered height at its full width (SPEC 2 itemDetail: 374 px wide, 4:3). */
export const ITEM_IMAGE_HEIGHT = Math.round((IMAGE_SIZES.itemDetail * 3) / 4);

// Decision: sideways on a phone the item image is at most a third of the screen high, so the sheet shows the
// options under it and not only the image and the add button (issue 16 item 14); the skeleton shares the sizes.
// The box itself (374 px wide at most, 4:3, smaller in a short landscape) is ItemScreen.module.css `image` (issue 29,
// ADR 0026: no JS for looks).
