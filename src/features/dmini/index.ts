/** The d払い mini app (issue 14 items 7–13): launch, terms, d-account round trips, d POINT card. */
export { DMiniLaunchScreen } from './DMiniLaunchScreen';
export { DMiniTermsScreen } from './DMiniTermsScreen';
export { DAccountRedirectScreen } from './DAccountRedirectScreen';
export { DPointCardSection, type DPointCardSectionProps } from './DPointCardSection';
export { DMINI_PATH } from './continue-dmini';
export { DACCOUNT_REDIRECT_PATH } from './DAccountRedirectScreen';
