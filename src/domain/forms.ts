import { zoned, type TimeInput } from './time-zone';

/** Card expiry month choices '01'..'12' (SPEC 5). */
export const CARD_EXPIRY_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, i) =>
  String(i + 1).padStart(2, '0'),
);

/** How many expiry years are offered: the current one and the 9 following (SPEC 5). */
export const CARD_EXPIRY_YEAR_COUNT = 10;

// Decision: "the current year" is the year in Asia/Tokyo at the injected instant.
/** Card expiry year choices: the current year and the 9 following, as two digits (SPEC 5). */
export function cardExpiryYears(now: TimeInput): string[] {
  const year = zoned(now)?.year ?? Number.NaN;
  return Array.from({ length: CARD_EXPIRY_YEAR_COUNT }, (_, i) => String((year + i) % 100).padStart(2, '0'));
}

export { isPrefectureId, PREFECTURES } from './prefecture';
