// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A separate build directory for parallel local runs (e.g. NEXT_DIST_DIR=.next-shell); default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The API is reached through the same origin (/api/* → API_ORIGIN), forwarded at run time by src/proxy.ts,
  // so one environment variable points a built app at Prism or at a real backend without a rebuild.
  // Decision: every visitor gets the title and icons in the <head> of the first HTML ("blocking metadata"); Next
  // would otherwise stream them into the body whenever generateMetadata is slow (it blocks only for a list of bots).
  // The root layout waits for the same brand call anyway (one call per request, cached), so nothing is slower, and a
  // slow brand call can never leave the page without a title (axe `document-title`; screen readers announce it).
  htmlLimitedBots: /.*/,
  // Decision (issue 15): Turbopack's chunker is told that most visits start on a deep link (a LINE message, a coupon,
  // a payment return) and that a request costs more than a few bytes: a route's first load is a few merged chunks
  // instead of 20–30 small ones, and each merged chunk also comes as its component chunks, so an in-app navigation
  // fetches only the code the page does not have yet. Measured with `npm run bench:js` (first loads and in-app
  // navigations): brand top 23 → 11 files and 285.0 → 275.9 kB gzip (bigger files compress better), menu page 28 → 14
  // files and 321.0 → 311.3 kB; menu → item fetched 26.4 kB in 3 files before, 29.6 kB in 1 file after.
  // `experimental.turbopackChunking` is experimental in Next 16: the figures are re-checked with each Next upgrade.
  experimental: {
    turbopackChunking: {
      firstPageLoadPriority: 0.9,
      requestCost: 2_000_000,
      minChunkSize: 400_000,
      maxChunkCountPerGroup: 3,
      maxMergeChunkSize: 2_000_000,
      generateComponentChunks: true,
    },
  },
};

module.exports = nextConfig;
