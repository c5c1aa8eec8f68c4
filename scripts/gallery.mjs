// `npm run gallery [-- folder]`: the error gallery for QA. Builds the app (E2E_SKIP_BUILD=1 reuses .next/), starts
// the mock and `next start` as the e2e runner does, renders every designed error surface in the four languages
// (e2e/gallery), and writes the screenshots and an index page to the folder (default ./error-gallery). Exits non-zero
// when a surface shows a raw code, a translation key or nothing. Arguments after the folder go to Playwright
// (`--grep "order placing"`).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withAppOnMock } from './lib/app-on-mock.mjs';
import { bin, root, run } from './lib/processes.mjs';
import { DESIGN_NOW } from './mock/time-shift.mjs';

const out = path.resolve(process.argv[2] ?? path.join(root, 'error-gallery'));
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const escape = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function writeIndex() {
  const dataDir = path.join(out, 'data');
  const entries = (() => {
    try {
      return readdirSync(dataDir).map((file) => JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')));
    } catch {
      return [];
    }
  })().sort((a, b) => a.id.localeCompare(b.id));
  const langs = ['ja', 'en', 'zh-cn', 'zh-tw'];
  const rows = entries
    .map((entry) => {
      const cells = langs
        .map((lang) => {
          const shot = entry.shots[lang];
          if (!shot) return '<td>—</td>';
          const flag = shot.problem ? `<p class="bad">${escape(shot.problem)}</p>` : '';
          return `<td>${flag}<a href="${escape(shot.file)}"><img src="${escape(shot.file)}" alt="${escape(`${entry.id} ${lang}`)}" loading="lazy"></a><p>${escape(shot.text)}</p></td>`;
        })
        .join('');
      return `<tr><th scope="row">${escape(entry.screen)}<br><code>${escape(entry.operationId)} ${entry.status} ${escape(entry.example)}</code><br><small>${escape(entry.summary)}</small></th>${cells}</tr>`;
    })
    .join('\n');
  const bad = entries.filter((entry) => Object.values(entry.shots).some((shot) => shot.problem)).length;
  writeFileSync(
    path.join(out, 'index.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Error gallery</title>
<style>body{font:14px sans-serif;margin:1rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px;vertical-align:top;text-align:left;max-width:260px}img{width:240px}.bad{color:#b00;font-weight:bold}p{white-space:pre-wrap;font-size:12px}</style>
<h1>Error gallery</h1><p>${entries.length} surfaces × 4 languages; ${bad} with a problem. Mock time ${escape(DESIGN_NOW)}.</p>
<table><thead><tr><th>surface</th>${langs.map((lang) => `<th>${lang}</th>`).join('')}</tr></thead><tbody>
${rows}
</tbody></table></html>\n`,
  );
  return entries.length;
}

const code = await withAppOnMock('gallery', ({ baseURL, apiOrigin }) =>
  run(bin('playwright'), ['test', '--config', 'e2e/gallery/playwright.gallery.config.ts', ...process.argv.slice(3)], {
    env: { E2E_BASE_URL: baseURL, E2E_API_ORIGIN: apiOrigin, GALLERY_DIR: out },
  }),
);
const count = writeIndex();
console.log(`[gallery] ${count} surfaces written to ${path.join(out, 'index.html')}`);
process.exit(code);
