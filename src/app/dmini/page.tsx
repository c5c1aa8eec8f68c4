import { PagePlaceholder } from '@/ui/shell/PagePlaceholder';

/** Payment-service mini-app entry (Other). Placeholder until its issue builds the screen. */
export default function DminiPage() {
  return <PagePlaceholder screen="dmini" />;
}
