import { DMiniTermsScreen } from '@/features/dmini';

/** The d払い mini app's terms, agreed on first use (issue 14 item 9). */
export default function DminiTermsPage() {
  return <DMiniTermsScreen />;
}
