import type { Catalogue } from './state.mjs';
export function loadCatalogue(): Catalogue;
