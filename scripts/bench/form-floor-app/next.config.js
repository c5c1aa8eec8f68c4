// The stack floor (scripts/bench/stack-floor-app) plus react-hook-form, the stack's form library, holding a contact
// form of plain HTML inputs (no MUI field at all): the least any route with a form can load while it keeps this stack
// (the order form's contact fields). bench:js prints it beside the bare page and the stack floor.
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  // bench:js-sources attributes the floor's bytes to their sources too.
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === '1',
};
