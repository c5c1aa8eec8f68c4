/** Public entry of the brand feature: the brand top's cover and title. */
export { BrandHome } from './BrandHome';
