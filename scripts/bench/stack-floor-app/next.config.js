// The bare Next + MUI page of scripts/bench/baseline-app plus the libraries every page of the app loads by choice of
// stack (axios, TanStack Query, i18next + react-i18next, dayjs with utc/timezone, zustand), each really used: the floor
// that no route of the app can go below while it keeps this stack. bench:js prints it beside the bare page.
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  distDir: process.env.NEXT_DIST_DIR || '.next', // bench:js-sources builds it beside bench:js's build
  // bench:js-sources attributes the floor's bytes to their sources too.
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === '1',
};
