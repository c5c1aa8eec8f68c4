import { PagePlaceholder } from '@/ui/shell/PagePlaceholder';

/** Payment-service account redirect (Other). Placeholder until its issue builds the screen. */
export default function DminiRedirectPage() {
  return <PagePlaceholder screen="dminiRedirect" />;
}
