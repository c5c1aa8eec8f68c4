import { vi } from 'vitest';

/**
 * A test double of `next/navigation` for component tests (no Next router in jsdom). Use it with
 * `vi.mock('next/navigation', () => import('@/test/next-navigation'))` and set `navigation.url` before rendering;
 * `navigation.replace` / `navigation.push` record where a screen sent the customer.
 */
export const navigation = {
  url: new URL('http://localhost/'),
  replace: vi.fn<(href: string) => void>(),
  push: vi.fn<(href: string) => void>(),
  back: vi.fn<() => void>(),
  /** Points the address at `path` (also in jsdom's own location, which some hooks read). */
  at(path: string) {
    this.url = new URL(path, 'http://localhost');
    window.history.replaceState(null, '', this.url.pathname + this.url.search);
    this.replace.mockReset();
    this.push.mockReset();
    this.back.mockReset();
  },
};

const router = {
  replace: (href: string) => navigation.replace(href),
  push: (href: string) => navigation.push(href),
  back: () => navigation.back(),
  forward: () => undefined,
  refresh: () => undefined,
  prefetch: () => undefined,
};

export const useRouter = () => router;
export const usePathname = () => navigation.url.pathname;
export const useSearchParams = () => navigation.url.searchParams;
export const useParams = () => ({});
export function notFound(): never {
  throw new Error('notFound()');
}
export function redirect(href: string): never {
  throw new Error(`redirect(${href})`);
}
