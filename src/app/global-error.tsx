'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { detectLanguage, type Language } from '@/domain/language';
import { htmlLang, LANG_COOKIE } from '@/lib/i18n/config';

const noSubscription = () => () => {};

interface ErrorPageCopy {
  genericTitle: string;
  genericText: string;
  toShopList: string;
}

// Decision (issue 15): this page is in every route's bundle but shown only when the root layout itself fails, so its
// copy (the `errorPage` keys of the common namespace) is loaded for the one language it needs, on demand, instead of
// shipping all four languages' common namespaces to every page. Until the copy arrives (a local file, a few ms) the
// page keeps its frame and its way out.
const COPY: Record<Language, () => Promise<{ default: { errorPage: ErrorPageCopy } }>> = {
  ja: () => import('../../public/locales/ja/common.json'),
  en: () => import('../../public/locales/en/common.json'),
  'zh-cn': () => import('../../public/locales/zh-cn/common.json'),
  'zh-tw': () => import('../../public/locales/zh-tw/common.json'),
};

function browserLanguage(): Language {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(`${LANG_COOKIE}=`));
  let stored: string | null = null;
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem('lang') ?? 'null');
    stored = typeof parsed === 'string' ? parsed : null;
  } catch {
    stored = null;
  }
  return detectLanguage({ stored, cookie: cookie?.split('=')[1], browser: navigator.languages });
}

/** Errors in the root layout itself: a self-contained page (no providers are available here). */
export default function GlobalError({ error }: { error: unknown }) {
  const lang = useSyncExternalStore<Language>(noSubscription, browserLanguage, () => 'ja');
  const [copy, setCopy] = useState<ErrorPageCopy | null>(null);
  useEffect(() => console.error(error), [error]);
  useEffect(() => {
    let live = true;
    COPY[lang]()
      .then((module) => live && setCopy(module.default.errorPage))
      .catch(() => undefined); // the link below still leads out
    return () => {
      live = false;
    };
  }, [lang]);
  return (
    <html lang={htmlLang(lang)}>
      <body style={{ margin: 0, fontFamily: 'sans-serif', color: '#212121' }}>
        <main style={{ maxWidth: 600, margin: '0 auto', padding: 24, textAlign: 'center' }} aria-busy={!copy}>
          {copy ? <title>{copy.genericTitle}</title> : null}
          <h1 style={{ fontSize: '1.5rem', minHeight: '1.5em' }}>{copy?.genericTitle}</h1>
          <p style={{ minHeight: '1.5em' }}>{copy?.genericText}</p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is the way out of a broken root layout */}
          <a href="/" style={{ color: '#b3261e', fontWeight: 700 }}>
            {copy?.toShopList ?? '↩'}
          </a>
        </main>
      </body>
    </html>
  );
}
