// The floor apps start nothing of the app's. Without this file, Turbopack (whose root is the repository) takes the
// repository's src/instrumentation.ts, whose configuration check refuses to start a server without API_ORIGIN.
export function register() {}
