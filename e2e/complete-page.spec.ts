import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

// Shared, heavily loaded machines: wait up to 30 s for an answer to show (a patience limit, not a retry).
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Issue 27 item 6: the order complete page to show at the counter. The mock's example order o-20261121-0002 (asked for
 * with a scenario: the mock otherwise shows a visitor only their own orders): B-105 at デモ食堂 新宿西口店 (r1002, a
 * phone number), takeout at 22:30 on Saturday 21 November, REQUESTED, paid by d払い, customer 山田 花子; a 牛丼 (大盛,
 * 生卵) and a 生ビール. Page clock 2026-11-21 22:00 JST.
 */

const ORDER_ID = 'o-20261121-0002';
const COMPLETE = `/restaurants/r1002/order/${ORDER_ID}/complete`;

const COPY = {
  ja: {
    title: 'ご注文ありがとうございます',
    numberLabel: '注文番号 B-105',
    when: '受取時間 11月21日(土) 22:30',
    state: '現在の状況: 受付済み',
    steps: ['支払い待ち', '受付済み', '調理中', '受取可能', 'お渡し済み'],
    map: '東京都新宿区西新宿1-4-5（地図を開く）',
    tel: '03-1234-5678に電話する',
    counter: '店頭で見せる画面を開く',
    counterTitle: '店頭でこの画面をお見せください',
    name: '山田 花子 様',
    items: [/^牛丼×1大盛、生卵$/, /^生ビール×1$/],
    closeCounter: '店頭用の画面を閉じる',
    done: '閉じる',
    calendar: 'カレンダーに追加',
    summary: 'SUMMARY:デモ食堂 新宿西口店 ご注文の受取',
    location: 'LOCATION:デモ食堂 新宿西口店 東京都新宿区西新宿1-4-5',
    description: 'DESCRIPTION:注文番号 B-105\\n',
    toTop: 'トップページへ戻る',
  },
  en: {
    title: 'Thank you for your order',
    numberLabel: 'Order number B-105',
    when: 'Ready time: Sat, Nov 21 22:30',
    state: 'Current step: Received',
    steps: ['Waiting for payment', 'Received', 'Being prepared', 'Ready', 'Handed over'],
    map: '1-4-5 Nishi-Shinjuku, Shinjuku-ku, Tokyo (open the map)',
    tel: 'Call 03-1234-5678',
    counter: 'Show at the counter',
    counterTitle: 'Show this screen at the counter',
    name: '山田 花子',
    items: [/^Beef bowl×1/, /^Draft beer×1$/],
    closeCounter: 'Close the counter view',
    done: 'Close',
    calendar: 'Add to calendar',
    summary: 'SUMMARY:Order ready: Demo Shokudo Shinjuku West Exit',
    location: 'LOCATION:Demo Shokudo Shinjuku West Exit 1-4-5 Nishi-Shinjuku\\, Shinjuku-ku\\, Tokyo',
    description: 'DESCRIPTION:Order number B-105\\n',
    toTop: 'Back to the top page',
  },
} as const;

async function openComplete(page: Page, baseURL: string, lang: keyof typeof COPY) {
  await page.context().addCookies([
    { name: 'lang', value: lang, url: baseURL },
    { name: 'mock_scenario', value: `getOrder:200:order_${ORDER_ID}`, url: baseURL },
  ]);
  await page.goto(COMPLETE);
  await expect(page.getByRole('heading', { level: 1, name: COPY[lang].title })).toBeVisible();
}

type Lang = keyof typeof COPY;

/** The page itself at the current width: number, time, live state, map and phone links, nothing wider than it. */
async function checkPage(page: Page, lang: Lang, width: number) {
  const copy = COPY[lang];
  const number = page.getByLabel(copy.numberLabel);
  await expect(number).toHaveText('B-105');
  expect(Number.parseFloat(await number.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(40);
  // Number and receive time are the first thing read, above the fold at 320×568.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(number).toBeInViewport();
  await expect(page.getByText(copy.when, { exact: true })).toBeInViewport();
  // The live state, as on the order detail page.
  await expect(page.getByText(copy.state)).toBeVisible();
  const steps = page.getByRole('list').filter({ hasText: copy.steps[0] });
  await expect(steps.getByRole('listitem')).toHaveText(copy.steps.map((step) => new RegExp(step)));
  await expect(steps.locator('[aria-current="step"]')).toHaveText(new RegExp(copy.steps[1]));

  const map = page.getByRole('link', { name: copy.map });
  await expect(map).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('東京都新宿区西新宿1-4-5')}`,
  );
  await expect(map).toHaveAttribute('target', '_blank');
  // The restaurant's phone on the page (the footer's inquiry area has it too).
  const tel = page.getByRole('main').getByRole('link', { name: copy.tel });
  await expect(tel).toHaveAttribute('href', 'tel:0312345678');
  for (const link of [map, tel]) {
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  if ((lang === 'ja' && width === 320) || (lang === 'en' && width === 412)) await expectNoSeriousA11yViolations(page);
}

/** The counter view: full screen at the current width, its content, and each way to close it. */
async function checkCounter(page: Page, lang: Lang, width: number) {
  const copy = COPY[lang];
  await page.getByRole('button', { name: copy.counter }).click();
  const counter = page.getByRole('dialog', { name: copy.counterTitle });
  await expect(counter).toBeVisible();
  const box = (await counter.boundingBox())!;
  expect([box.x, box.y, box.width]).toEqual([0, 0, width]);
  await expect(counter.getByLabel(copy.numberLabel)).toHaveText('B-105');
  await expect(counter.getByText(copy.name, { exact: true })).toBeVisible();
  await expect(counter.getByText(copy.when, { exact: true })).toBeVisible();
  await expect(counter.getByRole('listitem')).toHaveText([...copy.items]);
  await expect(counter.getByLabel(copy.numberLabel)).toBeInViewport();
  if (lang === 'ja' && width === 320) await expectNoSeriousA11yViolations(page);
  await counter.getByRole('button', { name: copy.closeCounter }).click();
  await expect(counter).toBeHidden();
  // Again, closed by its bottom button, then by Escape.
  await page.getByRole('button', { name: copy.counter }).click();
  await counter.getByRole('button', { name: copy.done, exact: true }).click();
  await expect(counter).toBeHidden();
  await page.getByRole('button', { name: copy.counter }).click();
  await expect(counter).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(counter).toBeHidden();
  await expect(page.getByRole('button', { name: copy.counter })).toBeFocused();
}

for (const lang of ['ja', 'en'] as const) {
  test.describe(`the order complete page, ${lang}`, () => {
    test.use({ viewport: { width: 320, height: 568 } });
    test.describe.configure({ timeout: 180_000 });

    test('number, time, live state, map and phone, the counter view, the calendar and back to the top, at 320 and 412 px (SPEC §2 L45)', async ({
      page,
      baseURL,
    }) => {
      const copy = COPY[lang];
      await openComplete(page, baseURL!, lang);
      for (const [width, height] of [
        [320, 568],
        [412, 915],
      ] as const) {
        await test.step(`at ${width}×${height}: the page and the counter view`, async () => {
          await page.setViewportSize({ width, height });
          await checkPage(page, lang, width);
          await checkCounter(page, lang, width);
        });
      }
      await test.step('add to calendar: an .ics of a 15-minute event at the receive time; back to the top', async () => {
        const downloading = page.waitForEvent('download');
        await page.getByRole('link', { name: copy.calendar }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe('order-B-105.ics');
        const ics = readFileSync(await download.path(), 'utf8');
        const lines = ics.replace(/\r\n /g, '').split('\r\n');
        expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
        expect(lines).toEqual(
          expect.arrayContaining([
            'BEGIN:VEVENT',
            'DTSTART:20261121T133000Z',
            'DTEND:20261121T134500Z',
            copy.summary,
            copy.location,
            `${copy.description}${baseURL}/orders/${ORDER_ID}`,
            `URL:${baseURL}/orders/${ORDER_ID}`,
            'END:VEVENT',
          ]),
        );
        const toTop = page.getByRole('link', { name: copy.toTop });
        await expect(toTop).toHaveAttribute('href', '/');
        await toTop.click();
        await expect(page).toHaveURL(new URL('/', baseURL).href);
      });
    });
  });
}

// ADR 0031: the server asks for the order as the browser would without a token, so the order is in the page's first
// HTML (its largest paint does not wait for the scripts); the router's own requests (in-app navigation, prefetch:
// `fetch()`es) leave the call to the browser, as the menu screens' do.
test("the order is in the complete page's first HTML; the router's requests leave it to the browser", async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'mock_scenario', value: `getOrder:200:order_${ORDER_ID}`, url: baseURL! }]);
  const document = await page.goto(COMPLETE);
  const html = (await document?.text()) ?? '';
  expect(html).toContain('aria-label="注文番号 B-105"');
  expect(html).toContain('ご注文ありがとうございます');
  const router = await page.request.get(COMPLETE, { headers: { rsc: '1', 'sec-fetch-dest': 'empty' } });
  expect(router.headers()['content-type']).toContain('text/x-component');
  expect(await router.text()).not.toContain('B-105');
  await expect(page.getByLabel('注文番号 B-105')).toBeVisible();
});
