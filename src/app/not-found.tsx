import { NotFoundView } from '@/features/errors/NotFoundView';

/** Unknown paths (and /404): rendered inside the shell with a 404 status. */
export default function NotFound() {
  return <NotFoundView />;
}
