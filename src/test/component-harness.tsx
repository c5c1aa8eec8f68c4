import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { faker } from '@faker-js/faker';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import type { ReactElement, ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { FALLBACK_LANGUAGE, type Language } from '@/domain/language';
import { createI18n } from '@/lib/i18n/create-i18n';
import { makeQueryClient } from '@/lib/query-client';
import { rehydrateStoredState } from '@/lib/stored-state';
import { useErrorModalStore } from '@/ui/feedback/error-modal-store';

/**
 * Component tests of the screens (vitest + jsdom + React Testing Library), answered by the MSW handlers orval
 * generates from openapi.yaml (`src/api/generated/endpoints/**\/*.msw.ts`). Faker is seeded (and its reference date
 * pinned) before every render, so the generated data is the same on every run.
 */
export const FAKER_SEED = 20261121;
/** Faker's "now" for generated dates (`faker.date.past()` and the like): the moment the mock data is written for. */
export const FAKER_REF_DATE = new Date('2026-11-21T22:00:00+09:00');

/** Seeds faker and pins its reference date, so every generated mock is the same on every run, on any day. */
export function seedFaker() {
  faker.seed(FAKER_SEED);
  faker.setDefaultRefDate(FAKER_REF_DATE);
}

// Vitest runs without globals, so Testing Library cannot unmount on its own: every screen goes after its test.
afterEach(cleanup);

const LOCALES = path.resolve(__dirname, '../../public/locales');

function localeResources(lang: Language) {
  const dir = path.join(LOCALES, lang);
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  return Object.fromEntries(
    files.map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(path.join(dir, file), 'utf8'))]),
  );
}

function resourcesFor(lang: Language) {
  // Japanese always, as the fallback language the app has too.
  const fallback = localeResources(FALLBACK_LANGUAGE);
  return {
    namespaces: Object.keys(fallback),
    resources: { [FALLBACK_LANGUAGE]: fallback, [lang]: localeResources(lang) },
  };
}

const MOCKS = path.resolve(__dirname, '../../mocks');

/** A contract example from mocks/ (wire format), its `$ref`s to other example files resolved as Prism serves it. */
export function mockExample(file: string): unknown {
  const resolve = (value: unknown, dir: string): unknown => {
    if (Array.isArray(value)) return value.map((entry) => resolve(entry, dir));
    if (!value || typeof value !== 'object') return value;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && Object.keys(value).length === 1) {
      const target = path.resolve(dir, ref);
      return resolve(JSON.parse(readFileSync(target, 'utf8')), path.dirname(target));
    }
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, resolve(entry, dir)]));
  };
  const full = path.resolve(MOCKS, file);
  return resolve(JSON.parse(readFileSync(full, 'utf8')), path.dirname(full));
}

/**
 * One MSW server for a test file, listening for the whole file: handlers added with `api.use(...)` last one test,
 * unhandled calls fail the test. Every test also starts with empty web storage and no open error modal. Call it at
 * the top of the file, before the file's own hooks (they then run after these).
 */
export function mockApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    globalThis.localStorage?.clear();
    globalThis.sessionStorage?.clear();
    if (globalThis.localStorage) rehydrateStoredState();
  });
  afterEach(() => {
    server.resetHandlers();
    useErrorModalStore.getState().close();
  });
  afterAll(() => server.close());
  return { server, use: (...handlers: RequestHandler[]) => server.use(...handlers) };
}

/** Render a screen with the app's providers (i18n in `language`, ja by default; a fresh React Query client), faker seeded. */
export function renderScreen(
  ui: ReactElement,
  {
    language = FALLBACK_LANGUAGE,
    queryClient = makeQueryClient(),
  }: {
    language?: Language;
    /** The app's query client, to look into its cache afterwards (src/test/query-options.ts). */
    queryClient?: QueryClient;
  } = {},
): RenderResult {
  seedFaker();
  // The stores read web storage as a page load does: what the test stored before rendering is what the screen finds.
  rehydrateStoredState();
  const { namespaces, resources } = resourcesFor(language);
  const i18n = createI18n(language, resources, namespaces);
  // The providers are the wrapper, so `rerender(ui)` renders the screen again inside the same ones.
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    ),
  });
}
