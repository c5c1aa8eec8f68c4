import { cookiesForScenario, cookieString, formatLink, MOCK_LINK_PARAM, type MockScenario } from '@/mock/scenario';

/** Browser only: write the scenario's cookies (read by the proxy, the server brand call and the mock layer). */
export function writeScenarioCookies(scenario: MockScenario): void {
  for (const [name, value] of cookiesForScenario(scenario)) document.cookie = cookieString(name, value);
}

/** This page's address with `?mock=` set to the scenario (or `reset` for none): the link QA sends. */
export function shareLink(scenario: MockScenario, location: Pick<Location, 'origin' | 'pathname' | 'search'>): string {
  const params = new URLSearchParams(location.search);
  params.set(MOCK_LINK_PARAM, formatLink(scenario) || 'reset');
  return `${location.origin}${location.pathname}?${params.toString()}`;
}

/** This page's address without `?mock=`. */
export function withoutLinkParam(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const params = new URLSearchParams(location.search);
  params.delete(MOCK_LINK_PARAM);
  const rest = params.toString();
  return `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`;
}
