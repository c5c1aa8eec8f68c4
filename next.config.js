// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A separate build directory for parallel local runs (e.g. NEXT_DIST_DIR=.next-shell); default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The API is reached through the same origin (/api/* → API_ORIGIN), forwarded at run time by src/proxy.ts,
  // so one environment variable points a built app at Prism or at a real backend without a rebuild.
  // Decision: every visitor gets the title and icons in the <head> of the first HTML ("blocking metadata"), not
  // streamed in after the page. The root layout waits for the same brand call anyway (one call per request, cached),
  // so nothing is slower, and the page never has a moment without a title (axe `document-title`; screen readers
  // announce the title on arrival). Next streams metadata to browsers by default and blocks only for a list of bots.
  htmlLimitedBots: /.*/,
};

module.exports = nextConfig;
