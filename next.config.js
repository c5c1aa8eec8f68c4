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
};

module.exports = nextConfig;
