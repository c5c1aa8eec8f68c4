// @ts-check
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A separate build directory for parallel local runs (e.g. NEXT_DIST_DIR=.next-shell); default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The API is reached through the same origin (/api/* → API_ORIGIN), forwarded at run time by src/proxy.ts,
  // so one environment variable points a built app at Prism or at a real backend without a rebuild.
};

module.exports = nextConfig;
