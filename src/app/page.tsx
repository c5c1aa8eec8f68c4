import { BrandHome } from '@/features/brand/BrandHome';

/** Brand top (BrandTop). For now the brand name and a placeholder; the restaurant list comes in a later issue. */
export default function HomePage() {
  return <BrandHome />;
}
