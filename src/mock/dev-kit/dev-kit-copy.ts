import type { Language } from '@/domain/language';

/**
 * The dev kit's own words in the four languages.
 * ADR 0012: kept here, not in public/locales: every namespace there is read by the server render and inlined into
 * each page's first load (src/lib/i18n/server.ts), and the dev kit must cost a customer zero bytes. The table only
 * ships in the dev kit's chunks, which load only against the mock; dev-kit-copy.test.ts checks all four languages.
 */
const COPY = {
  ja: {
    open: 'モックのシナリオ',
    title: 'モックのシナリオ',
    call: '呼び出しと応答',
    callHint: '操作名・ステータス・例の名前で検索',
    noCall: '（通常の応答）',
    time: 'モックの時刻',
    brand: 'ブランド',
    brandDefault: '標準（demo）',
    apply: '適用',
    reset: 'すべて戻す',
    copyLink: 'リンクをコピー',
    copied: 'リンクをコピーしました',
    close: '閉じる',
    active: '有効なシナリオ',
    now: '現在（実際の時刻）',
    lastOrder: 'ラストオーダー 10 分前',
    afterMidnight: '深夜 0 時過ぎ',
    tomorrowMorning: '翌朝 10:30（ランチ前）',
    closed: '深夜 2:30（24 時間営業の店のみ）',
  },
  en: {
    open: 'Mock scenarios',
    title: 'Mock scenarios',
    call: 'Call and answer',
    callHint: 'Search by operation, status or example name',
    noCall: '(normal answers)',
    time: 'Mock time',
    brand: 'Brand',
    brandDefault: 'Default (demo)',
    apply: 'Apply',
    reset: 'Reset all',
    copyLink: 'Copy link',
    copied: 'Link copied',
    close: 'Close',
    active: 'Active scenario',
    now: 'Now (the real time of day)',
    lastOrder: 'Last order in 10 minutes',
    afterMidnight: 'After midnight',
    tomorrowMorning: 'Tomorrow 10:30 (before lunch)',
    closed: '2:30 at night (only the 24-hour shop)',
  },
  'zh-cn': {
    open: '模拟场景',
    title: '模拟场景',
    call: '调用与响应',
    callHint: '按操作名、状态码或示例名搜索',
    noCall: '（正常响应）',
    time: '模拟时间',
    brand: '品牌',
    brandDefault: '默认（demo）',
    apply: '应用',
    reset: '全部还原',
    copyLink: '复制链接',
    copied: '链接已复制',
    close: '关闭',
    active: '当前场景',
    now: '现在（真实时刻）',
    lastOrder: '距最后点单 10 分钟',
    afterMidnight: '午夜之后',
    tomorrowMorning: '次日 10:30（午餐前）',
    closed: '深夜 2:30（仅 24 小时营业店）',
  },
  'zh-tw': {
    open: '模擬情境',
    title: '模擬情境',
    call: '呼叫與回應',
    callHint: '依操作名稱、狀態碼或範例名稱搜尋',
    noCall: '（正常回應）',
    time: '模擬時間',
    brand: '品牌',
    brandDefault: '預設（demo）',
    apply: '套用',
    reset: '全部還原',
    copyLink: '複製連結',
    copied: '已複製連結',
    close: '關閉',
    active: '目前情境',
    now: '現在（真實時刻）',
    lastOrder: '距最後點餐 10 分鐘',
    afterMidnight: '午夜之後',
    tomorrowMorning: '隔天 10:30（午餐前）',
    closed: '深夜 2:30（僅 24 小時營業店）',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type DevKitCopy = Readonly<Record<keyof (typeof COPY)['en'], string>>;

export function devKitCopy(language: string): DevKitCopy {
  return language in COPY ? COPY[language as Language] : COPY.ja;
}

export const DEV_KIT_COPY: Readonly<Record<Language, Record<string, string>>> = COPY;
