import { LoginRedirectScreen } from '@/features/auth';

/** Return address after login (LoginRedirect). */
export default function LoginRedirectPage() {
  return <LoginRedirectScreen />;
}
