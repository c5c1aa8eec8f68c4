import { MOCK_STANDIN_PATH } from '@/domain/external-url';

/**
 * Addresses that exist only for the mock (issue 26): the stand-ins for outside pages (login provider, card challenge,
 * wallets, my page), the card-token stub script and the mock data's images. The proxy answers 404 for them unless
 * MOCK_MODE=1, so a production server serves none of them whatever its build contains.
 */
const MOCK_ONLY_PREFIXES = [`${MOCK_STANDIN_PATH}/`, '/mock-images/'];
const MOCK_ONLY_PATHS = new Set([MOCK_STANDIN_PATH, '/card-token-stub.js']);

export function isMockOnlyPath(pathname: string): boolean {
  return MOCK_ONLY_PATHS.has(pathname) || MOCK_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
