/** The dev kit (mock only): scenario panel and badge. Its server-side helpers are in src/mock/server. */
export { DevKit } from './DevKit';
