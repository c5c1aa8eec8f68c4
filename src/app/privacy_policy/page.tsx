import { PrivacyPolicyPage as PrivacyPolicyScreen } from '@/features/line-mini-app';

/** The brand's LINE mini-app privacy policy (footer link inside the LINE mini app). */
export default function PrivacyPolicyPage() {
  return <PrivacyPolicyScreen />;
}
