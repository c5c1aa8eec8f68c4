/** Public entry of the brand top's restaurant list (SPEC 2 "/", SPEC 1 search by text, prefecture and location). */
export { BrandTop } from './BrandTop';
