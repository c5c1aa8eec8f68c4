// @vitest-environment jsdom
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppShell } from '@/features/layout';
import { RestaurantDetail } from '@/features/restaurant-flow';
import type { Language } from '@/domain/language';
import { mockApi, renderScreen } from '@/test/component-harness';
import { navigation } from '@/test/next-navigation';
import { BrandProvider } from '@/ui/brand/BrandProvider';
import type { BrandResult } from '@/ui/brand/brand-types';
import { ErrorModal } from '@/ui/feedback/ErrorModal';
import type * as ServerApiClient from '@/server/server-api-client';

/**
 * A failed brand call (SPEC 2 "Error page", SPEC 8), as the root layout composes it: the server's brand call
 * (fetchBrandOnServer through the server HTTP client, over a transport answering what the mock answers for
 * `Prefer: code=…`) gives the page title (generateMetadata) and the shell's error page (AppShell with that result),
 * in the request's language. These were the browser tests e2e/shell.spec.ts "forced errors" and
 * e2e/browse-clarity.spec.ts "item 4". The error page (ErrorPage, "店舗一覧へ") is still run through axe in the browser
 * by e2e/dmini.spec.ts "no launch parameters".
 */

interface FakeRequest {
  /** The brand call's answer: a status and an optional body (a bodiless 500 has none). */
  answer: { status: number; data?: unknown };
  lang: string | undefined;
}

const state = vi.hoisted((): FakeRequest => ({ answer: { status: 200 }, lang: undefined }));

vi.mock('next/navigation', () => import('@/test/next-navigation'));
vi.mock('next/headers', () => ({
  headers: () => Promise.resolve(new Headers({ 'x-brand-id': 'demo' })),
  cookies: () =>
    Promise.resolve({ get: (name: string) => (name === 'lang' && state.lang ? { value: state.lang } : undefined) }),
}));
vi.mock('@/server/server-api-client', async (importOriginal) => {
  const original = await importOriginal<typeof ServerApiClient>();
  const client = original.createServerApiClient({
    baseURL: 'http://api.test',
    adapter: (config: InternalAxiosRequestConfig) => {
      const { status, data } = state.answer;
      const response: AxiosResponse = { data, status, statusText: '', headers: {}, config };
      if (status < 400) return Promise.resolve(response);
      const code = status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
      return Promise.reject(new AxiosError('failed', code, config, null, response));
    },
  });
  return { ...original, serverApiClient: () => client };
});

const { generateMetadata } = await import('./layout');
const { fetchBrandOnServer } = await import('@/server/fetch-brand.server');

const api = mockApi();

/** The contract's examples for GET /v1/brands/{brandId} (openapi.yaml: resourceNotFound, tooManyRequests). */
const ANSWERS = {
  404: { status: 404, data: { code: 'E100100002', message: 'resource not found' } },
  429: { status: 429, data: { code: 'E100100006', message: 'too many requests' } },
  500: { status: 500 },
} as const;

/** The brand call answered `answer` for a request in `lang`: the page title and the shell as the layout renders them. */
async function renderFailedBrand(answer: FakeRequest['answer'], lang: Language = 'ja', path = '/') {
  state.answer = answer;
  state.lang = lang === 'ja' ? undefined : lang;
  navigation.at(path);
  const result: BrandResult = await fetchBrandOnServer('demo');
  expect(result.ok).toBe(false);
  const metadata = await generateMetadata();
  renderScreen(
    <BrandProvider brandId="demo" result={result}>
      <AppShell>
        <p>page</p>
      </AppShell>
    </BrandProvider>,
    { language: lang },
  );
  return { title: metadata.title };
}

beforeEach(() => {
  state.lang = undefined;
});

// The first test loads the root layout's module graph: up to a minute on a loaded machine.
describe('forced errors on the brand call (SPEC 2 "Error page")', { timeout: 60_000 }, () => {
  it('forced errors: 404 from the brand call shows the error page (title too), without the cart button (SPEC §2 L63 L67c L104a §7 L369 §8 L390)', async () => {
    const { title } = await renderFailedBrand(ANSWERS[404]);
    expect(title).toBe('情報が見つかりません');
    expect(screen.getByRole('heading', { level: 1, name: '情報が見つかりません' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '店舗一覧へ' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'カート' })).toBeNull();
    expect(within(screen.getByRole('contentinfo')).getByText('version 4.1.5')).toBeTruthy();
    expect(screen.queryByText('page')).toBeNull();
  });

  it('forced errors, in English: 429 from the brand call shows the too-many-requests copy (SPEC §2 L63 §8 L390)', async () => {
    const { title } = await renderFailedBrand(ANSWERS[429], 'en');
    expect(title).toBe('Too many requests');
    expect(screen.getByRole('heading', { level: 1, name: 'Too many requests' })).toBeTruthy();
    expect(screen.getByText('Please wait a moment and try again.')).toBeTruthy();
  });

  it('forced errors, in English: a server error without a body still gives an error page (SPEC §2 L63 §8 L390)', async () => {
    await renderFailedBrand(ANSWERS[500], 'en');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('');
    expect(screen.queryByRole('heading', { level: 1, name: 'Demo Shokudo' })).toBeNull();
  });

  it('forced errors: a failing restaurant call (404) opens the common error modal with its one button (SPEC §7 L369)', async () => {
    api.use(
      http.get('*/v1/restaurants/:restaurantId', () =>
        // The contract's one 404 example for GET /v1/restaurants/{restaurantId} (resourceNotFound).
        HttpResponse.json({ code: 'E100100002', message: 'resource not found' }, { status: 404 }),
      ),
    );
    navigation.at('/restaurants/r1001/detail');
    renderScreen(
      <>
        <RestaurantDetail restaurantId="r1001" />
        <ErrorModal />
      </>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: '店舗が見つかりません' })).toBeTruthy();
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  });
});

describe("item 4: the error page when every call fails keeps the brand's name", { timeout: 30_000 }, () => {
  it.each([
    ['ja', 'デモ食堂', 'モバイルオーダー'],
    ['en', 'Demo Shokudo', 'Mobile Order'],
  ] as const)(
    "item 4 (%s): the error page when every call fails keeps the brand's name in the header and on the page",
    async (lang, name, appName) => {
      await renderFailedBrand(ANSWERS[500], lang, '/restaurants/r1001/menus');
      const main = screen.getByRole('main');
      expect(within(main).getByRole('heading', { level: 1 })).toBeTruthy();
      expect(within(screen.getByRole('banner')).getByRole('link', { name: new RegExp(name) })).toBeTruthy();
      expect(within(main).getByText(name, { exact: true })).toBeTruthy();
      expect(document.body.textContent?.toLowerCase()).not.toContain(appName.toLowerCase());
    },
  );
});
