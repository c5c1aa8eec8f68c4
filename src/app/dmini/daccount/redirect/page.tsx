import { DAccountRedirectScreen } from '@/features/dmini';

/** Return address of every d-account round trip (launch login, d POINT card link; issue 14 items 8 and 10). */
export default function DminiRedirectPage() {
  return <DAccountRedirectScreen />;
}
