import { PagePlaceholder } from '@/features/layout/PagePlaceholder';

/** Eat-in or takeout choice (EatingLocations). Placeholder until its issue builds the screen. */
export default async function EatingLocationsPage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return <PagePlaceholder screen="eatingLocations" details={{ restaurantId }} />;
}
