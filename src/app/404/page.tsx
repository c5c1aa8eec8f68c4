import { notFound } from 'next/navigation';

/** /404 (Other): the not-found page, with a 404 status. */
export default function NotFoundRoute(): never {
  notFound();
}
