import { EatingLocations } from '@/features/restaurant-flow';

/** Eat-in or takeout choice (EatingLocations). */
export default async function EatingLocationsPage({ params }: { params: Promise<{ restaurantId: string }> }) {
  const { restaurantId } = await params;
  return <EatingLocations restaurantId={restaurantId} />;
}
