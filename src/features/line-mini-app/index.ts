/**
 * Public entry of the LINE mini app (LIFF, issue 14 items 1–6): the gate that starts LIFF only for a LINE launch or
 * inside the LINE client (the SDK is a lazy chunk), the mini-app flag, the address hold while liff.init reads the
 * address, and the /privacy_policy screen.
 */
export { LineMiniAppGate } from './LineMiniAppGate';
export { useIsLineMiniApp, useLiffHoldsAddress } from './line-store';
export { PrivacyPolicyPage } from './PrivacyPolicyPage';
