'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { detectLanguage, type Language } from '@/domain/language';
import { htmlLang, LANG_COOKIE } from '@/lib/i18n/config';
import en from '../../public/locales/en/common.json';
import ja from '../../public/locales/ja/common.json';
import zhCn from '../../public/locales/zh-cn/common.json';
import zhTw from '../../public/locales/zh-tw/common.json';

const noSubscription = () => () => {};

const COPY: Record<Language, typeof ja> = { ja, en, 'zh-cn': zhCn, 'zh-tw': zhTw };

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
  useEffect(() => console.error(error), [error]);
  const copy = COPY[lang].errorPage;
  return (
    <html lang={htmlLang(lang)}>
      <body style={{ margin: 0, fontFamily: 'sans-serif', color: '#212121' }}>
        <main style={{ maxWidth: 600, margin: '0 auto', padding: 24, textAlign: 'center' }}>
          <title>{copy.genericTitle}</title>
          <h1 style={{ fontSize: '1.5rem' }}>{copy.genericTitle}</h1>
          <p>{copy.genericText}</p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is the way out of a broken root layout */}
          <a href="/" style={{ color: '#b3261e', fontWeight: 700 }}>
            {copy.toShopList}
          </a>
        </main>
      </body>
    </html>
  );
}
