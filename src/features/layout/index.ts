/** Public entry of the app shell: header, footer, my-menu panel and the launch-parameter keeper (SPEC 2 "Shared layout"). */
export { AppShell } from './AppShell';
export { UrlParamsKeeper } from './UrlParamsKeeper';
