import { PagePlaceholder } from '@/ui/shell/PagePlaceholder';

/** Order list (Orders). Placeholder until its issue builds the screen. */
export default function OrdersPage() {
  return <PagePlaceholder screen="orders" />;
}
