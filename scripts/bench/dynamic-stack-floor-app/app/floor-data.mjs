// Made-up data of a menu page's size for the dynamic stack floor (no data or code of the app). Translation resources:
// 20 namespaces × 50 keys of Japanese-looking text, ~57 kB of JSON (the app's own ja: 11 namespaces, 784 keys, 53 kB),
// which every page hands to the browser. A restaurant and its menu: 6 categories, 25 items with options, ~30 kB of
// dehydrated queries. Deterministic, so server render and hydration agree and every run measures the same bytes.

/** A small seeded generator (mulberry32): the same "random" text on every start. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'ご注文',
  'メニュー',
  'カート',
  'お受け取り',
  '店舗',
  '期間限定',
  'おすすめ',
  '数量',
  'お支払い',
  '確認',
  '変更',
  'クーポン',
  'ポイント',
  'お知らせ',
  '選択',
  '追加',
  '季節',
  '特製',
  '和風',
  'ソース',
  'セット',
  'サイズ',
  'トッピング',
  '営業時間',
  '商品',
  '合計',
  '会員',
  '予約',
];
const PARTICLES = ['の', 'を', 'に', 'は', 'で', 'と', 'が'];
const ENDINGS = ['', '', 'です', 'してください', 'できます', 'しました', 'はありません'];

/** Japanese-looking text of `words` words. */
function text(random, words) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  let out = pick(WORDS);
  for (let i = 1; i < words; i += 1) out += pick(PARTICLES) + pick(WORDS);
  return out + pick(ENDINGS);
}

export const NAMESPACES = [
  'common',
  'menus',
  'item',
  'cart',
  'checkout',
  'orders',
  'coupons',
  'restaurants',
  'errors',
  'line',
  'dmini',
  'account',
  'payment',
  'points',
  'stamps',
  'news',
  'survey',
  'help',
  'legal',
  'time',
];

/** The strings the floor page itself shows (in `common`, beside the filler). */
const PAGE_STRINGS = {
  title: 'メニュー',
  hours: '受付時間 {{from}}〜{{to}}',
  price: '{{price}}円（税込）',
  add: 'カートに入れる',
  soldOut: '売り切れ',
  tags: { new: '新商品', limited: '期間限定', popular: '人気', spicy: '辛口' },
};

/** `{ ja: { <namespace>: { s1: { k1: '…', … }, … } } }`: 5 sections × 10 keys per namespace. */
function translationResources() {
  const random = generator(1);
  const ja = {};
  for (const ns of NAMESPACES) {
    const sections = {};
    for (let s = 1; s <= 5; s += 1) {
      const keys = {};
      for (let k = 1; k <= 10; k += 1) keys[`k${k}`] = text(random, 2 + Math.floor(random() * 4));
      sections[`s${s}`] = keys;
    }
    ja[ns] = ns === 'common' ? { ...PAGE_STRINGS, ...sections } : sections;
  }
  return { ja };
}

export const RESOURCES = translationResources();

export const RESTAURANT_KEY = ['restaurant', 'r1'];
export const MENU_KEY = ['menu', 'r1', 'm1'];

const TAGS = Object.keys(PAGE_STRINGS.tags);

/** The restaurant and its menu as a backend would answer them (6 categories, 25 items with options). */
function menuAnswers() {
  const random = generator(2);
  const restaurant = {
    id: 'r1',
    name: text(random, 2),
    address: text(random, 4),
    opensAt: '2026-01-01T02:00:00Z',
    closesAt: '2026-01-01T12:00:00Z',
    notice: text(random, 8),
  };
  const categories = Array.from({ length: 6 }, (_, c) => ({ id: `c${c + 1}`, name: text(random, 1) }));
  const items = Array.from({ length: 25 }, (_, i) => ({
    id: `i${String(i + 1).padStart(3, '0')}`,
    categoryId: categories[i % categories.length].id,
    name: text(random, 2),
    description: text(random, 16),
    price: 300 + Math.floor(random() * 30) * 50,
    imageUrl: `https://images.example.com/brands/b1/items/i${i + 1}/main-800x600.jpg`,
    tag: TAGS[i % TAGS.length],
    soldOut: i % 9 === 8,
    calories: 200 + Math.floor(random() * 600),
    allergens: ['wheat', 'egg', 'milk', 'soy', 'shrimp'].filter(() => random() < 0.5),
    options: Array.from({ length: 3 }, (_, o) => ({
      id: `o${o + 1}`,
      name: text(random, 1),
      required: o === 0,
      choices: Array.from({ length: 3 }, (__, c) => ({
        id: `o${o + 1}c${c + 1}`,
        name: text(random, 1),
        price: c * 50,
      })),
    })),
  }));
  return { restaurant, menu: { id: 'm1', name: text(random, 1), categories, items } };
}

/** The backend's answers as JSON text: the page parses them per request, as it would a fetched body. */
export const ANSWERS_JSON = JSON.stringify(menuAnswers());
