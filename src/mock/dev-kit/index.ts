/** The dev kit (mock only): scenario panel and badge, loaded on demand. Its server-side helpers are in src/mock/server. */
export { LazyDevKit } from './LazyDevKit';
