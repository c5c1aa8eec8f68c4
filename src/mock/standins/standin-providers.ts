/** The wallets (and the d払い mini app's payment) that have a mock stand-in page (`/mock-standin/wallet/<slug>`), and the 3-D Secure challenge. */
export const STANDIN_WALLETS = ['d-pay', 'paypay', 'au-pay', 'rakuten-pay', 'd-mini-app'] as const;
export type StandinProvider = '3ds' | (typeof STANDIN_WALLETS)[number];

/** True for a wallet slug with a stand-in page (the route answers 404 for anything else). */
export function isStandinWallet(slug: string): slug is (typeof STANDIN_WALLETS)[number] {
  return (STANDIN_WALLETS as readonly string[]).includes(slug);
}
