import { PagePlaceholder } from '@/ui/shell/PagePlaceholder';

/** Payment-service mini-app terms (Other). Placeholder until its issue builds the screen. */
export default function DminiTermsPage() {
  return <PagePlaceholder screen="dminiTerms" />;
}
