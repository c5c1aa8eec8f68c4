import { NotFoundView } from '@/ui/errors/NotFoundView';

// Decision: /404 (SPEC 2) has no page of its own: an `app/404/page.tsx` calling notFound() made `next dev` answer
// with its bare error document (no <html lang>, no shell); the unmatched path renders this page in both builds.
/** Unknown paths (and /404): rendered inside the shell with a 404 status. */
export default function NotFound() {
  return <NotFoundView />;
}
