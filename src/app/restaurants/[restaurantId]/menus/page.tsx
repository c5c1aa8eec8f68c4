import { PagePlaceholder } from '@/features/layout/PagePlaceholder';

/** Menu list (Menus). Placeholder until its issue builds the screen. */
export default async function MenusPage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return <PagePlaceholder screen="menus" details={{ restaurantId }} shell={{ menuBookButton: true }} />;
}
