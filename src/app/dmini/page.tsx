import { DMiniLaunchScreen } from '@/features/dmini';

/** The d払い mini app's entry: judges the launch, then terms, d-account login, launch restaurant (issue 14). */
export default function DminiPage() {
  return <DMiniLaunchScreen />;
}
