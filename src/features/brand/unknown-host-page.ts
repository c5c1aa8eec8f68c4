import type { Language } from '@/domain/language';
import { htmlLang } from '@/lib/i18n/config';
import en from '../../../public/locales/en/common.json';
import ja from '../../../public/locales/ja/common.json';
import zhCn from '../../../public/locales/zh-cn/common.json';
import zhTw from '../../../public/locales/zh-tw/common.json';

const COPY: Record<Language, { title: string; text: string }> = {
  ja: ja.unknownHost,
  en: en.unknownHost,
  'zh-cn': zhCn.unknownHost,
  'zh-tw': zhTw.unknownHost,
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The 404 page for a host that is not in the brand table: self-contained HTML (no app, no API call, no brand data),
 * in the visitor's language.
 */
export function unknownHostHtml(lang: Language): string {
  const { title, text } = COPY[lang];
  return `<!doctype html>
<html lang="${htmlLang(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>body{margin:0;font-family:sans-serif;color:#212121;background:#fafafa}main{max-width:600px;margin:0 auto;padding:48px 24px;text-align:center}h1{font-size:1.5rem}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p lang="en">404 Not Found</p>
</main>
</body>
</html>`;
}
