/**
 * The dev kit (mock only): scenario panel and badge. Server-side helpers (proxy headers, the on/off switch) are in
 * `./server`, so the proxy does not import React.
 */
export { DevKit } from './DevKit';
