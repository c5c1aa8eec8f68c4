'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { couponRangeText } from '@/domain/coupon-flow';
import { imageSrc } from '@/domain/image';
import { useLocalized } from '@/lib/i18n/use-language';
import type { CouponView } from './coupon-view';

// Decision (issue 15, CLS ≤ 0.02): the coupon image has a fixed box (contained in it, whatever its proportions), so
// the name and terms below do not move when it loads.
const COUPON_IMAGE_HEIGHT_PX = 200;

/**
 * The coupon detail (SPEC 2 "Coupon screens"): image, name, available time range, usage-count limit note and notes, in
 * the customer's language. Every text from the API is rendered as text, never as markup.
 */
export function CouponDetailView({
  view,
  nameId,
  headingLevel,
}: {
  view: CouponView;
  nameId?: string;
  headingLevel: 'h1' | 'h2';
}) {
  const { t } = useTranslation('coupons');
  const localized = useLocalized();
  const name = localized(view.name, view.nameLanguages);
  const image = imageSrc(view.imageUrl, 'pr');
  const note = localized(view.note, view.noteLanguages);
  const range = couponRangeText(view.availableRange);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {image ? (
        <Box
          component="img"
          src={image}
          alt={t('detail.image', { name })}
          sx={{
            width: '100%',
            height: COUPON_IMAGE_HEIGHT_PX,
            objectFit: 'contain',
            borderRadius: 1,
            bgcolor: 'grey.100',
          }}
        />
      ) : null}
      <Typography id={nameId} component={headingLevel} variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 700, fontSize: 14 }, '& dd': { m: 0, mb: 1 } }}>
        <dt>{t('detail.availableRange')}</dt>
        <dd>{t('detail.rangeText', { from: range.from ?? '', to: range.to ?? '' })}</dd>
        <dt>{t('detail.usage')}</dt>
        <dd>{view.usageLimit ? t('detail.usageLimit', { count: view.usageLimit }) : t('detail.usageUnlimited')}</dd>
        {note ? (
          <>
            <dt>{t('detail.notes')}</dt>
            <dd style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note}</dd>
          </>
        ) : null}
      </Box>
    </Box>
  );
}
