import { headers } from 'next/headers';
import { NAMESPACES, RESOURCES } from './floor-data.mjs';
import { Providers } from './providers.jsx';

// The dynamic stack floor's shell (see next.config.js; no app code): the request's nonce and every translation
// namespace go to the client providers, as the app's root layout hands them over.
export default async function RootLayout({ children }) {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <html lang="ja">
      <body>
        <Providers nonce={nonce} lang="ja" resources={RESOURCES} namespaces={NAMESPACES}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
