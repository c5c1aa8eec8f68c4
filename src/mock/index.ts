/**
 * Everything that exists only for the embedded mock (issue 30 "One home for the mock"), reached by the app's routes and
 * root layout through this entry. None of it is reachable unless the server runs with MOCK_MODE=1: the layout renders
 * the dev kit only in mock mode, and the proxy answers 404 for the stand-in routes, the card-token stub and the mock
 * images otherwise (src/mock/server/only-paths.ts).
 * - dev-kit/: the scenario panel (operation examples, mock time, brand examples, shareable `?mock=` links);
 * - standins/: local pages standing in for outside ones (identity provider, my page, 3-D Secure, wallets, d払い app,
 *   d-account login), served under /mock-standin/* by src/app/mock-standin;
 * - server/: the proxy's and the server render's mock headers (Prefer, mock time, scenario, session, clock) and the
 *   per-visitor mock session;
 * - scenario.ts: the dev kit's cookies and links (pure).
 * Outside src: the mock server itself (Prism + scripts/mock/layer.mjs), its data (mocks/), and the static files it
 * serves (public/mock-images/, public/card-token-stub.js).
 */
export { LazyDevKit } from './dev-kit';
export { MockMyPage, MockSignIn } from './standins/MockSignIn';
export { MockDAccountLogin } from './standins/MockDAccountLogin';
export { MockDPayApp } from './standins/MockDPayApp';
export { MockStandin } from './standins/MockStandin';
export { isStandinWallet, STANDIN_WALLETS, type StandinProvider } from './standins/standin-providers';
