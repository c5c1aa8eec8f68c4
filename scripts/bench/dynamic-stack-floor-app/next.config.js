// The dynamic stack floor: a menu-sized page rendered per request (force-dynamic, reads the request headers) with
// only the app's stack and none of its code: a proxy setting a CSP nonce, AppRouterCacheProvider (Emotion, with that
// nonce), a MUI theme + CssBaseline, i18next + react-i18next with ~60 kB of resources passed to the browser, TanStack
// Query with ~30 kB of dehydrated data, dayjs, and 25 MUI item cards under an AppBar with Tabs. `npm run bench:load`
// loads it beside the bare dynamic page (scripts/bench/dynamic-baseline-app) and the app's menu page: what a page of
// that size costs on this stack before any code of ours, i.e. how far the menu page's req/s budget is reachable.
// Its build goes to the repository's git-ignored `/.next-dynamic-stack-floor` (not a `.next` inside this folder).
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  output: 'standalone',
  distDir: '../../../.next-dynamic-stack-floor',
  // The repository root: the traced node_modules are there.
  outputFileTracingRoot: `${__dirname}/../../..`,
};
