import { PagePlaceholder } from '@/features/layout/PagePlaceholder';

/** Return address after login (LoginRedirect). Placeholder until its issue builds the screen. */
export default function LoginRedirectPage() {
  return <PagePlaceholder screen="loginRedirect" />;
}
