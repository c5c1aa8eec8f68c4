// The prefecture id rule on its own (issue 29): the restaurant search reads it on every page (the footer's contact
// area), without the form choices of forms.ts and their date code.
import { PREFECTURE_COUNT } from './constants';

// Decision: an id is an integer 1–47, given as a number or as its plain decimal string ('13', not '013' or '13.0').
/** True for a prefecture id 1–47. */
export function isPrefectureId(value: unknown): boolean {
  const n = typeof value === 'string' && /^[1-9]\d?$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= PREFECTURE_COUNT;
}

// Issue 29: the names live here (forms.ts re-exports them), so the brand top's prefecture filter does not bring forms.ts's date code.
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
