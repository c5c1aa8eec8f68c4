// A bare Next + MUI page, built in the same benchmark run as the app, as the baseline for first-load JS.
module.exports = { reactStrictMode: true, poweredByHeader: false };
