// @ts-check
// A separate build directory for parallel local runs (e.g. NEXT_DIST_DIR=.next-shell); default .next.
const distDir = process.env.NEXT_DIST_DIR || '.next';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // bench:js-sources (scripts/bench/js-sources.mjs) builds with browser source maps to attribute each loaded byte to
  // its source; every other build ships none.
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === '1',
  // Issue 26: a self-contained server (.next/standalone/server.js with its traced node_modules); scripts/build/
  // standalone.mjs copies .next/static and public/ beside it, so one folder is the whole app (Dockerfile).
  output: 'standalone',
  distDir,
  // The server reads its build's stylesheets at run time (src/server/inline-css-hashes.ts, ADR 0028), where the
  // standalone server runs with no NEXT_DIST_DIR: the build writes its folder's name into the server code.
  env: { BUILD_DIST_DIR: distDir },
  // Next adds `<distDir>/types/**` to the includes of the tsconfig it is given, unless that one extends another: a dev
  // server in a dist dir of its own (scripts/lib/dev-interactive.mjs) is handed `<distDir>.tsconfig/tsconfig.json`,
  // which only extends ours, so tsconfig.json is left alone. Default: tsconfig.json.
  typescript: { tsconfigPath: process.env.NEXT_TSCONFIG_PATH || 'tsconfig.json' },
  // Issue 30: `next dev` refuses its HMR WebSocket and dev resources to a page whose host is not localhost (or the -H
  // host), and such a page never hydrates and reloads itself every ~43 s. Every host of the brand table
  // (src/domain/brand-table.ts BRAND_TABLE) but localhost, which Next allows anyway: 127.0.0.1, and the brand hosts a
  // developer maps to this machine (/etc/hosts) to try a brand by its name. Host names only (no scheme, no port).
  // scripts/checks/dev-origins.test.ts fails when a host of the table is missing here; scripts/checks/dev-server.mjs
  // opens the dev server on 127.0.0.1 and localhost.
  allowedDevOrigins: [
    '127.0.0.1',
    'demo.order.example',
    'demo.stg.order.example',
    'demo.dev.order.example',
    'sakura.order.example',
    'sakura.stg.order.example',
    'sakura.dev.order.example',
  ],
  // The API is reached through the same origin (/api/* → API_ORIGIN), forwarded at run time by src/proxy.ts,
  // so one environment variable points a built app at Prism or at a real backend without a rebuild.
  // Decision: every visitor gets the title and icons in the <head> of the first HTML ("blocking metadata"); Next
  // would otherwise stream them into the body whenever generateMetadata is slow (it blocks only for a list of bots).
  // The root layout waits for the same brand call anyway (one call per request, cached), so nothing is slower, and a
  // slow brand call can never leave the page without a title (axe `document-title`; screen readers announce it).
  htmlLimitedBots: /.*/,
  // SPEC 2 "Other sizes, all webp: top 1000 wide, logo 120, item large 800, item small 360, PR 1000": the optimiser
  // serves webp at exactly those widths, which the image URL builder (src/domain/image.ts `imageSrc`) asks for by
  // image kind; any other width is refused. scripts/checks/image-config.test.ts keeps the two in step.
  images: {
    formats: ['image/webp'],
    imageSizes: [120, 360],
    deviceSizes: [800, 1000],
    qualities: [75],
  },
  // Decision (issue 15): Turbopack's chunker is told that most visits start on a deep link (a LINE message, a coupon,
  // a payment return) and that a request costs more than a few bytes: a route's first load is a few merged chunks
  // instead of 20–30 small ones. Measured with `npm run bench:js` (first loads and in-app navigations, default → this):
  // brand top 23 → 11 files and 285.0 → 275.4 kB gzip (bigger files compress better), menu page 28 → 14 files and
  // 321.0 → 310.7 kB; navigations fetch about the same bytes in fewer files (menu → item 26.3 → 29.5 kB, menu → brand
  // top 25.6 → 23.5 kB, brand top → detail 33.1 → 32.7 kB). `generateComponentChunks` stays off: with it, a chunk that
  // failed to load once (the LINE SDK offline) failed again on "try again" (e2e line-mini-app).
  // `experimental.turbopackChunking` is experimental in Next 16: the figures are re-checked with each Next upgrade.
  experimental: {
    // ADR 0028: the stylesheets come inside the first HTML (<style>, allowed by their hashes: src/server/csp.ts and
    // src/server/inline-css-hashes.ts), so the first paint waits for no stylesheet request and lands before the
    // scripts run (Lighthouse's LCP then counts no script). Client navigations still load them as files.
    inlineCss: true,
    // ADR 0030: each page's own stylesheets, not the whole app's. The default merged every CSS module into one 37 kB
    // file that every page inlined, and Next also wrote it into the page's RSC payload once per segment naming it
    // (twice): the order form's HTML was 165 kB, 111 kB of it CSS. With a request cost of 0 the graph chunker keeps
    // styles by the pages that use them (8–16 kB a page; the order form's HTML 95 kB). Lighthouse's figures before and
    // after are in the ADR.
    cssChunking: { type: 'graph', requestCost: 0 },
    turbopackChunking: {
      firstPageLoadPriority: 0.9,
      requestCost: 2_000_000,
      minChunkSize: 400_000,
      maxChunkCountPerGroup: 3,
      maxMergeChunkSize: 2_000_000,
    },
  },
};

module.exports = nextConfig;
