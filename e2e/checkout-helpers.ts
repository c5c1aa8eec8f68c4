import { expect as baseExpect, MOCK_NOW, type Page, type Request, type Route } from './fixtures';
import { COLA_LINE, KARAAGE_BENTO_LARGE_LINE, NO_EXPIRY } from '../src/test/cart-fixtures';

// The machines these suites run on are shared and slow (load far above the core count): the checkout journeys wait
// up to 30 s for an answer to show. This is a patience limit, not a retry: every assertion still runs once.
export const expect = baseExpect.configure({ timeout: 30_000 });

/** Helpers of the checkout journeys: seed a cart and the restaurant flow, steer Prism examples, count calls. */

export const karaageBento = KARAAGE_BENTO_LARGE_LINE;

export const ORDER_URL = '/restaurants/r1001/order';

export interface SeedOptions {
  servingType?: 'takeout' | 'eat_in';
  couponCode?: string | null;
  seatNo?: string;
  loggedIn?: boolean;
  extraLocal?: Record<string, string>;
}

/**
 * The contact details a returning guest typed last time (local storage orderFormValues). The mock prefills only a
 * logged-in customer's (the confirmation's `customer`), so a guest's form starts with these.
 */
export const GUEST_CONTACT = {
  name: '佐藤 一郎',
  email: 'ichiro.sato@example.com',
  phoneNumber: '09011112222',
  note: '',
};

/**
 * The cart seeded by seedCheckout, as the mock prices it: 唐揚げ弁当 with large rice (¥890 + ¥100) and コーラ ×2
 * (¥400), no option items; WELCOME100 takes ¥100 off.
 */
export const SEEDED_SUBTOTAL = 1390;

/**
 * Seeds the cart, the flow choices, a coupon code and optionally a seat and a logged-in customer, once per tab. A
 * guest gets GUEST_CONTACT as stored contact fields.
 */
export async function seedCheckout(page: Page, options: SeedOptions = {}): Promise<void> {
  const servingType = options.servingType ?? 'takeout';
  await page.addInitScript(
    ({ servingType, couponCode, seatNo, loggedIn, extraLocal, contact, cart, now }) => {
      if (sessionStorage.getItem('e2e-checkout-seeded')) return;
      sessionStorage.setItem('e2e-checkout-seeded', '1');
      localStorage.setItem('cart', JSON.stringify(cart));
      if (couponCode) localStorage.setItem('coupon_code', JSON.stringify(couponCode));
      sessionStorage.setItem('servingType', JSON.stringify(servingType));
      sessionStorage.setItem('selectReceiveTimes', JSON.stringify({ receiveTimeType: 'now', receiveTime: null }));
      if (seatNo)
        sessionStorage.setItem(
          'seatNo',
          JSON.stringify({ value: { seatNo, restaurantId: 'r1001' }, expiresAt: now + 86_400_000 }),
        );
      if (loggedIn)
        localStorage.setItem(
          'auth',
          JSON.stringify({
            accessToken: 'e2e-access',
            refreshToken: 'e2e-refresh',
            refreshTokenExpires: now + 86_400_000,
            userName: '山田 花子',
          }),
        );
      else localStorage.setItem('orderFormValues', JSON.stringify(contact));
      for (const [k, v] of Object.entries(extraLocal)) localStorage.setItem(k, v);
    },
    {
      servingType,
      couponCode: options.couponCode === undefined ? 'WELCOME100' : options.couponCode,
      seatNo: options.seatNo ?? null,
      loggedIn: Boolean(options.loggedIn),
      extraLocal: options.extraLocal ?? {},
      contact: GUEST_CONTACT,
      cart: {
        expiry: NO_EXPIRY,
        restaurant: { id: 'r1001', name: 'デモ食堂 渋谷店' },
        orderItems: [karaageBento, COLA_LINE],
        optionItems: [],
        servingType,
      },
      now: MOCK_NOW.getTime(),
    },
  );
}

/** Asks Prism for a named example on one API call (method + exact path) by adding a Prefer header. */
export async function preferOn(page: Page, method: string, path: string, prefer: string): Promise<void> {
  await page.route(
    (url) => url.pathname === `/api${path}`,
    async (route: Route) => {
      if (route.request().method() !== method) return route.fallback();
      await route.fallback({ headers: { ...route.request().headers(), prefer } });
    },
  );
}

/** Every POST to one API path, as sent (bodies parsed). */
export function recordPosts(page: Page, path: string): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api${path}`)
      bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

/** An order as the mock answers it (snake_case wire body): the fields the journeys check. */
export interface PlacedOrder {
  order_id: string;
  order_number: string;
  total_price: number;
  serving_type: string;
  payment_method: string;
  seat_no?: string;
  idempotency_key?: string;
  tax_details: Array<{ tax_rate: string; taxable_amount: number; tax_amount: number }>;
}

/** The successful answers of one API call (method + exact path), in order (snake_case wire bodies). */
export function recordAnswers<T = Record<string, unknown>>(page: Page, method: string, path: string): T[] {
  const answers: T[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== method || new URL(request.url()).pathname !== `/api${path}` || !response.ok()) return;
    void response.json().then(
      (body: T) => answers.push(body),
      () => undefined,
    );
  });
  return answers;
}

/** The orders the create call answered, in order: the mock layer numbers them itself. */
export function recordCreatedOrders(page: Page): PlacedOrder[] {
  return recordAnswers<PlacedOrder>(page, 'POST', '/v1/orders');
}

/**
 * Picks one operation's named example for this test (the dev kit's `mock_scenario` cookie), e.g.
 * `getOrder:200:order_o-20261121-0008`: the demo's example orders show only when a scenario asks for them.
 */
export async function setScenario(page: Page, value: string): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'mock_scenario', value, url: process.env.E2E_BASE_URL ?? 'http://localhost:3000' }]);
}

/** The order form is ready: the total is on the place-order button. */
export async function openOrderForm(page: Page, url = ORDER_URL) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: '注文内容の確認' })).toBeVisible();
  const place = page.getByRole('button', { name: /^注文する ￥/ });
  await expect(place).toBeVisible();
  return place;
}

/**
 * Chooses a payment method by its visible name. The methods render on the client once the confirmation answered
 * (the server HTML holds a skeleton), so a shown, enabled radio takes the tap at once: one check, no retry.
 */
export async function choosePayment(page: Page, name: string | RegExp) {
  const radio = page.getByRole('radio', { name, exact: typeof name === 'string' });
  await expect(radio).toBeEnabled();
  await radio.check();
  await expect(radio).toBeChecked();
}

/** The new-card fields' names (Japanese by default). */
export const CARD_FIELD_NAMES = {
  number: 'カード番号',
  month: '有効期限(月)',
  year: '有効期限(年)',
  code: 'セキュリティコード',
  holder: 'カード名義(ローマ字)',
};

export async function fillNewCard(page: Page, number = '4111 1111 1111 1111', names = CARD_FIELD_NAMES) {
  await page.getByRole('textbox', { name: names.number }).fill(number);
  await page.getByRole('combobox', { name: names.month }).selectOption('12');
  await page.getByRole('combobox', { name: names.year }).selectOption('28');
  await page.getByRole('textbox', { name: names.code }).fill('123');
  await page.getByRole('textbox', { name: names.holder }).fill('HANAKO YAMADA');
}

/** Taps a stand-in's button once; the browser leaves the stand-in. */
export async function tapStandin(page: Page, name: string) {
  // The stand-in's buttons are disabled until the page hydrated: one tap, and it leaves the stand-in.
  await page.getByRole('button', { name }).click();
  await expect(page).not.toHaveURL(/\/mock-standin\//);
}
