import { expect as baseExpect, test, type Locator, type Page } from './fixtures';
import { addToCartButton } from './helpers';
import { choosePayment } from './checkout-helpers';

// Shared, heavily loaded machines: wait up to 30 s for an answer to show (a patience limit, not a retry).
const expect = baseExpect.configure({ timeout: 30_000 });
// One test walks the four hours, one step each (180 s per walk on the shared machine).
test.describe.configure({ timeout: 720_000 });

/**
 * The mock at every hour (issue 30 item 1): the mock keeps the real time of day (whole-day shift) and computes the
 * hour's menus, receive times and open restaurants (scripts/mock/schedule.mjs). A new customer walks Thursday
 * 2026-11-26 at 07:00, 12:00, 18:00 and 00:30 JST (the page clock and the mock layer's clock, the `mock_clock`
 * cookie, on the same instant): brand top → a restaurant orderable then → receive time → menus → an item → order
 * form → paid at the counter → complete page → order detail. Every receive time, menu window and order time shown
 * must be what a restaurant would show at that hour: menu windows exactly as the restaurant keeps them, receive times
 * between now and its windows, hours of 24 and above only past midnight (a window that began the evening before).
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;
const JST = 9 * HOUR;
const baseUrl = () => process.env.E2E_BASE_URL ?? 'http://localhost:3000';

const RESTAURANTS = {
  r1001: 'デモ食堂 渋谷店',
  r1002: 'デモ食堂 新宿西口店',
  r1003: 'デモ食堂 横浜みなとみらい店',
  r1004: 'デモ食堂 梅田店',
  r1005: 'デモ食堂 名古屋栄店',
  r1006: 'デモ食堂 福岡天神店',
} as const;
type RestaurantId = keyof typeof RESTAURANTS;

interface Walk {
  /** The real moment (page clock and mock clock). */
  at: string;
  /** The restaurants open then (営業中); the others read 営業時間外. */
  open: RestaurantId[];
  restaurant: RestaurantId;
  /** The receive-time screen's windows in the order shown: menu, its range as shown, and its instants. */
  windows: [menu: string, shown: string, begin: string, end: string][];
  /** The earliest selectable receive time (and the "now" estimate): now + 15 minutes. */
  earliest: string;
  /** Each takeout menu tile and the time notes it may show (null: none). */
  tiles: [menu: string, shown: (string | null)[]][];
  menu: string;
  item: string;
}

const WALKS: Record<string, Walk> = {
  '07:00': {
    at: '2026-11-26T07:00:00+09:00',
    open: ['r1002', 'r1005'],
    restaurant: 'r1005',
    windows: [
      ['グランドメニュー', '0:00〜24:00', '2026-11-26T00:00:00+09:00', '2026-11-27T00:00:00+09:00'],
      ['朝食メニュー', '5:00〜11:00', '2026-11-26T05:00:00+09:00', '2026-11-26T11:00:00+09:00'],
      ['ランチメニュー', '11:00〜15:00', '2026-11-26T11:00:00+09:00', '2026-11-26T15:00:00+09:00'],
    ],
    earliest: '2026-11-26T07:15:00+09:00',
    tiles: [
      ['グランドメニュー', ['受付時間 0:00〜24:00']],
      ['朝食メニュー', ['受付時間 5:00〜11:00']],
      ['ランチメニュー', ['受付時間 11:00〜15:00']],
    ],
    menu: '朝食メニュー',
    item: '鮭の塩焼き弁当',
  },
  '12:00': {
    at: '2026-11-26T12:00:00+09:00',
    open: ['r1001', 'r1002', 'r1003', 'r1004', 'r1005', 'r1006'],
    restaurant: 'r1001',
    windows: [
      ['グランドメニュー', '11:00〜23:00', '2026-11-26T11:00:00+09:00', '2026-11-26T23:00:00+09:00'],
      ['ランチメニュー', '11:00〜15:00', '2026-11-26T11:00:00+09:00', '2026-11-26T15:00:00+09:00'],
      ['深夜テイクアウト', '23:30〜25:00', '2026-11-26T23:30:00+09:00', '2026-11-27T01:00:00+09:00'],
    ],
    earliest: '2026-11-26T12:15:00+09:00',
    tiles: [
      ['グランドメニュー', ['受付時間 11:00〜23:00']],
      ['ランチメニュー', ['受付時間 11:00〜15:00']],
      ['深夜テイクアウト', ['受付時間 23:30〜25:00']],
    ],
    menu: 'ランチメニュー',
    item: '親子丼',
  },
  '18:00': {
    at: '2026-11-26T18:00:00+09:00',
    open: ['r1001', 'r1002', 'r1003', 'r1004', 'r1005', 'r1006'],
    restaurant: 'r1001',
    windows: [
      ['グランドメニュー', '11:00〜23:00', '2026-11-26T11:00:00+09:00', '2026-11-26T23:00:00+09:00'],
      ['深夜テイクアウト', '23:30〜25:00', '2026-11-26T23:30:00+09:00', '2026-11-27T01:00:00+09:00'],
      ['ランチメニュー', '11:00〜15:00', '2026-11-27T11:00:00+09:00', '2026-11-27T15:00:00+09:00'],
    ],
    earliest: '2026-11-26T18:15:00+09:00',
    tiles: [
      ['グランドメニュー', ['受付時間 11:00〜23:00']],
      ['ランチメニュー', ['11/27 11:00から注文できます']],
      ['深夜テイクアウト', ['受付時間 23:30〜25:00']],
    ],
    menu: 'グランドメニュー',
    item: 'かつ丼',
  },
  // Wednesday night: the late-night menu that began at 23:30 on the 25th.
  '00:30': {
    at: '2026-11-26T00:30:00+09:00',
    open: ['r1001', 'r1004', 'r1005'],
    restaurant: 'r1001',
    windows: [
      ['深夜テイクアウト', '23:30〜25:00', '2026-11-25T23:30:00+09:00', '2026-11-26T01:00:00+09:00'],
      ['グランドメニュー', '11:00〜23:00', '2026-11-26T11:00:00+09:00', '2026-11-26T23:00:00+09:00'],
      ['ランチメニュー', '11:00〜15:00', '2026-11-26T11:00:00+09:00', '2026-11-26T15:00:00+09:00'],
    ],
    earliest: '2026-11-26T00:45:00+09:00',
    tiles: [
      // Closed until 11:00 this (calendar) day: the app may say so, or show no time at all.
      ['グランドメニュー', [null, '11/26 11:00から注文できます']],
      ['ランチメニュー', [null, '11/26 11:00から注文できます']],
      ['深夜テイクアウト', ['受付時間 23:30〜25:00']],
    ],
    menu: '深夜テイクアウト',
    item: 'フライドポテト',
  },
};

const TIME = /(?:(\d{1,2})月(\d{1,2})日\([^)]*\)\s*)?(\d{1,2}):(\d{2})/;

/** The JST hour of an instant. */
const jstHour = (ms: number) => new Date(ms + JST).getUTCHours();

/**
 * The instant a shown time names at `now`: 'M月D日(曜) H:mm' on that date, a bare 'H:mm' on today's date (24:xx on
 * yesterday's). Fails on hours of 24 and above anywhere but past midnight (00:00–04:59), a window that began the
 * evening before, as SPEC 9 writes it ("times past midnight show hours 24 and above").
 */
function shownInstant(text: string, now: number): number {
  const match = TIME.exec(text);
  expect(match, `a time in "${text}"`).not.toBeNull();
  const [, month, day, hours = '0', minutes = '0'] = match!;
  const today = new Date(now + JST);
  let base = month
    ? Date.UTC(today.getUTCFullYear(), Number(month) - 1, Number(day)) - JST
    : Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - JST;
  if (!month && Number(hours) >= 24) base -= 24 * HOUR;
  const instant = base + (Number(hours) * 60 + Number(minutes)) * MINUTE;
  expect(Number(hours) < 24 || jstHour(instant) < 5, `"${text}": 24:xx and above only past midnight`).toBe(true);
  expect(Number(hours) < 29, `"${text}": an hour no clock reads`).toBe(true);
  return instant;
}

/** A shown time lies within [from, to]. */
function expectShownWithin(text: string, now: number, from: number, to: number) {
  const instant = shownInstant(text, now);
  expect(
    instant >= from && instant <= to,
    `"${text}" (${new Date(instant).toISOString()}) within ${new Date(from).toISOString()}–${new Date(to).toISOString()}`,
  ).toBe(true);
}

const times = (text: string) => text.match(/\d{1,2}:\d{2}/g) ?? [];

/** A menu tile shows one of the allowed notes (or, when null is allowed, no time at all), and no other time. */
async function expectTile(tile: Locator, allowed: (string | null)[]) {
  await expect(tile).toBeVisible();
  const text = (await tile.innerText()).replace(/\s+/g, ' ');
  const shown = times(text);
  if (shown.length === 0) {
    expect(allowed, `tile "${text}" shows no time`).toContain(null);
    return;
  }
  const note = allowed.find((entry) => entry !== null && text.includes(entry));
  expect(note, `tile "${text}" shows one of ${JSON.stringify(allowed)}`).toBeDefined();
  expect(shown, `tile "${text}": no other time`).toEqual(times(note!));
}

/** The estimate of an order for "now" as a page shows it: the X of "今すぐ(目安 X)" (X may carry its date). */
async function readyOn(page: Page): Promise<string> {
  const receive = page
    .getByRole('main')
    .getByText(/今すぐ\(目安 .+\)/)
    .first();
  await expect(receive).toBeVisible();
  const text = await receive.innerText();
  const ready = /今すぐ\(目安 (.+)\)/.exec(text)?.[1];
  expect(ready, `an estimate in "${text}"`).toBeDefined();
  return ready!;
}

async function startAt(page: Page, at: string) {
  await page.clock.setFixedTime(new Date(at));
  await page.context().addCookies([{ name: 'mock_clock', value: encodeURIComponent(at), url: baseUrl() }]);
}

test('at four hours of Thursday 2026-11-26 (JST) a new customer orders with the times of that hour, from the brand top to the order detail', async ({
  pageWith,
}) => {
  for (const [hour, walk] of Object.entries(WALKS)) {
    await test.step(`at ${hour} JST a new customer orders from ${RESTAURANTS[walk.restaurant]} (${walk.menu}) with times of that hour`, async () => {
      const page = await pageWith();
      const now = Date.parse(walk.at);
      const ready = Date.parse(walk.earliest);
      await startAt(page, walk.at);

      // Brand top: which restaurants are open at this hour.
      await page.goto('/');
      const results = page.getByRole('list', { name: '店舗一覧' });
      await expect(results.getByRole('listitem')).toHaveCount(6);
      for (const [id, name] of Object.entries(RESTAURANTS)) {
        const card = results.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
        await expect(card, `${name} at ${hour}`).toContainText(
          walk.open.includes(id as RestaurantId) ? '営業中' : '営業時間外',
        );
      }
      await page.getByRole('link', { name: RESTAURANTS[walk.restaurant], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/restaurants/${walk.restaurant}/eating_locations$`));
      await page.getByRole('button', { name: 'お持ち帰り' }).click();

      // Receive time: "now" ready in 15 minutes, the restaurant's windows, slots from the earliest on.
      await expect(page).toHaveURL(new RegExp(`/restaurants/${walk.restaurant}/select_receivetime$`));
      const nowRadio = page.getByRole('radio', { name: /^今すぐ受け取る/ });
      await expect(nowRadio).toBeChecked();
      const nowLabel = await nowRadio.evaluate(labelOf);
      const readyText = /（(.+)頃のお渡し予定）/.exec(nowLabel)?.[1];
      expect(readyText, `"now" names its ready time: ${nowLabel}`).toBeDefined();
      expectShownWithin(readyText!, now, ready, ready);

      const windowList = page.getByRole('region', { name: '受付時間' }).getByRole('listitem');
      await expect(windowList).toHaveCount(walk.windows.length);
      const shownWindows = (await windowList.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
      expect(shownWindows).toEqual(walk.windows.map(([menu, shown]) => `${menu} ${shown}`));

      await page.getByRole('radio', { name: '受取時間を指定する' }).check();
      const picker = page.getByRole('combobox', { name: '受取時間' });
      await expect(picker.locator('option').first()).toBeAttached();
      const groups = await picker.locator('optgroup').evaluateAll((list) =>
        list.map((group) => ({
          label: group.getAttribute('label') ?? '',
          options: [...group.querySelectorAll('option')].map((option) => option.textContent ?? ''),
        })),
      );
      const windows = walk.windows.map(([, , begin, end]) => [Date.parse(begin), Date.parse(end)] as const);
      const slots = groups.flatMap((group) => group.options.map((option) => `${group.label} ${option}`));
      expect(slots.length).toBeGreaterThan(0);
      expectShownWithin(slots[0]!, now, ready, ready);
      for (const slot of slots) {
        const instant = shownInstant(slot, now);
        expect(
          instant >= ready && windows.some(([begin, end]) => instant >= begin && instant <= end),
          `slot "${slot}" lies ahead, inside a window of the restaurant`,
        ).toBe(true);
      }
      await expect(page.getByText(/^受取：/)).toBeVisible();
      expectShownWithin(await page.getByText(/^受取：/).innerText(), now, ready, ready);
      await nowRadio.check();
      await page.getByRole('button', { name: 'この受取時間で進む' }).click();

      // Menus: each tile with the window the restaurant keeps at this hour.
      await expect(page).toHaveURL(new RegExp(`/restaurants/${walk.restaurant}/menus\\?eating_location=takeout$`));
      await expect(page.getByRole('heading', { level: 1, name: 'お持ち帰りのメニュー' })).toBeVisible();
      const tiles = page.getByRole('main').getByRole('list').getByRole('link');
      await expect(tiles).toHaveCount(walk.tiles.length);
      for (const [menu, allowed] of walk.tiles)
        await expectTile(page.getByRole('link', { name: new RegExp(menu) }), allowed);

      // The hour's menu is open: no "outside ordering hours" on its page; add an item.
      await page.getByRole('link', { name: new RegExp(walk.menu) }).click();
      await expect(page.getByRole('heading', { level: 1, name: walk.menu })).toBeVisible();
      await expect(page.getByRole('main').getByText('受付時間外')).toHaveCount(0);
      await page
        .getByRole('link', { name: new RegExp(`^${walk.item}`) })
        .first()
        .click();
      const sheet = page.getByRole('dialog', { name: walk.item });
      await addToCartButton(sheet).click();
      await expect(sheet).toBeHidden();
      await page.getByRole('button', { name: 'カート（1点）' }).click();
      await page
        .getByRole('dialog', { name: /^カート/ })
        .getByRole('button', { name: /注文に進む/ })
        .click();

      // Order form: ready in 15 minutes from now.
      await expect(page).toHaveURL(new RegExp(`/restaurants/${walk.restaurant}/order$`));
      await expect(page.getByRole('heading', { level: 1, name: '注文内容の確認' })).toBeVisible();
      expectShownWithin(await readyOn(page), now, now, now + HOUR);
      await page.getByRole('textbox', { name: /^お名前/ }).fill('佐藤 一郎');
      await page.getByRole('textbox', { name: /^メールアドレス/ }).fill('ichiro.sato@example.com');
      await page.getByRole('textbox', { name: /^電話番号/ }).fill('09011112222');
      await choosePayment(page, '店頭でお支払い');
      await page.getByRole('button', { name: /^注文する ￥/ }).click();

      // Complete page and order detail: the order placed now, ready in 15 minutes, on its own date.
      await expect(page).toHaveURL(new RegExp(`/restaurants/${walk.restaurant}/order/[\\w-]+/complete$`));
      await expect(page.getByRole('heading', { name: 'ご注文ありがとうございます' })).toBeVisible();
      expectShownWithin(await readyOn(page), now, now, now + HOUR);
      await page.getByRole('link', { name: '注文の詳細を見る' }).click();
      await expect(page).toHaveURL(/\/orders\/[\w-]+$/);
      expectShownWithin(await readyOn(page), now, now, now + HOUR);
    });
  }
});

/** The text of the label an input belongs to (MUI's radio: the FormControlLabel around it). */
function labelOf(input: HTMLElement): string {
  return input.closest('label')?.textContent ?? '';
}
