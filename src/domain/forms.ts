import dayjs from 'dayjs';
import { TIME_ZONE, type TimeInput } from './receive-time';
import { PREFECTURE_COUNT } from './constants';

/** Card expiry month choices '01'..'12' (SPEC 5). */
export const CARD_EXPIRY_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, i) =>
  String(i + 1).padStart(2, '0'),
);

/** How many expiry years are offered: the current one and the 9 following (SPEC 5). */
export const CARD_EXPIRY_YEAR_COUNT = 10;

// Decision: "the current year" is the year in Asia/Tokyo at the injected instant.
/** Card expiry year choices: the current year and the 9 following, as two digits (SPEC 5). */
export function cardExpiryYears(now: TimeInput): string[] {
  const year = dayjs(now).tz(TIME_ZONE).year();
  return Array.from({ length: CARD_EXPIRY_YEAR_COUNT }, (_, i) => String((year + i) % 100).padStart(2, '0'));
}

/** The 47 prefectures, ids 1–47 in JIS X 0401 order (SPEC 3). */
export const PREFECTURES: readonly { readonly id: number; readonly name: string }[] = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
].map((name, i) => ({ id: i + 1, name }));

// Decision: an id is an integer 1–47, given as a number or as its plain decimal string ('13', not '013' or '13.0').
/** True for a prefecture id 1–47. */
export function isPrefectureId(value: unknown): boolean {
  const n = typeof value === 'string' && /^[1-9]\d?$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= PREFECTURE_COUNT;
}
