import type { Language } from '@/domain/language';
import { htmlLang } from '@/lib/i18n/config';
import en from '../../public/locales/en/common.json';
import ja from '../../public/locales/ja/common.json';
import zhCn from '../../public/locales/zh-cn/common.json';
import zhTw from '../../public/locales/zh-tw/common.json';

// Only the texts these pages show (plural forms make the files' shapes differ: en has `_one`, ja `_other` only).
type Common = Pick<typeof en, 'unknownHost' | 'notFound' | 'errorPage'>;
const COMMON: Record<Language, Common> = { ja, en, 'zh-cn': zhCn, 'zh-tw': zhTw };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A self-contained 404 page (no script, no API call, no brand data) in the visitor's language. */
function staticNotFoundHtml(lang: Language, copy: { title: string; text: string }, homeLink: string | null): string {
  const link = homeLink ? `\n<p><a href="/">${escapeHtml(homeLink)}</a></p>` : '';
  return `<!doctype html>
<html lang="${htmlLang(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(copy.title)}</title>
<style>body{margin:0;font-family:sans-serif;color:#212121;background:#fafafa}main{max-width:600px;margin:0 auto;padding:48px 24px;text-align:center}h1{font-size:1.5rem}</style>
</head>
<body>
<main>
<h1>${escapeHtml(copy.title)}</h1>
<p>${escapeHtml(copy.text)}</p>${link}
<p lang="en">404 Not Found</p>
</main>
</body>
</html>`;
}

/** The 404 page for a host that is not in the brand table, in the visitor's language. */
export function unknownHostHtml(lang: Language): string {
  return staticNotFoundHtml(lang, COMMON[lang].unknownHost, null);
}

/**
 * The app's not-found page (same copy as `NotFoundView`, with its link to the shop list) for an address Next cannot
 * even decode (malformed percent-encoding, issue 10 item 3), in the visitor's language.
 */
export function malformedAddressHtml(lang: Language): string {
  const copy = COMMON[lang];
  return staticNotFoundHtml(lang, copy.notFound, copy.errorPage.toShopList);
}

/** CSP of the self-contained pages: no script at all. */
export const STATIC_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";
