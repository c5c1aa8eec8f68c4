/** Request headers the proxy (src/proxy.ts) sets for the server render. */
export const BRAND_ID_HEADER = 'x-brand-id';
export const NONCE_HEADER = 'x-nonce';
export const PATHNAME_HEADER = 'x-pathname';
