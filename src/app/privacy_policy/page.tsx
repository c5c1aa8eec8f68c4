import { PagePlaceholder } from '@/ui/shell/PagePlaceholder';

/** Brand privacy policy inside the messaging mini app (Other). Placeholder until its issue builds the screen. */
export default function PrivacyPolicyPage() {
  return <PagePlaceholder screen="privacyPolicy" />;
}
