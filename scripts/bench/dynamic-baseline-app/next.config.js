// A bare Next + MUI page rendered per request (force-dynamic, reads the request headers), built as a standalone server
// in the same `npm run bench:load` run as the app: the load benchmark's reference for requests per second.
// Its build goes to the repository's git-ignored `/.next-dynamic-baseline` (not a `.next` inside this folder).
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  output: 'standalone',
  distDir: '../../../.next-dynamic-baseline',
  // The repository root: the traced node_modules are there.
  outputFileTracingRoot: `${__dirname}/../../..`,
};
