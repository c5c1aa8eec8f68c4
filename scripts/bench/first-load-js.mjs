// `npm run bench:js`: first-load JavaScript of the app's routes, measured from the scripts Chromium actually loads,
// beside a bare Next + MUI page (scripts/bench/baseline-app) built in the same run. Prints figures; no pass/fail.
// Every script loaded until the network is idle counts (on-demand chunks a page pulls at start included). A second
// reference, the stack floor (scripts/bench/stack-floor-app: the bare page plus the libraries every page loads by
// choice of stack), shows how much of a route is the stack and how much is the app's own code; a third, the form floor
// (scripts/bench/form-floor-app: the stack floor plus react-hook-form holding two plain inputs), what any route with a
// form of the stack's form library starts from. A last table gives the script bytes of a few in-app navigations (what
// the chunking costs a customer going on inside the app). Each route is printed beside its budget (issue 29): its floor
// (the form floor for a route with a form, pages.mjs `form`) + 50 kB gzip.
import { launchPhone } from './browser.mjs';
import {
  bin,
  buildApp,
  buildReference,
  freePort,
  start,
  startApp,
  startMock,
  stopAll,
  waitForHttp,
} from '../lib/processes.mjs';
import { benchCookies, pagesFromEnv, SEED_FLOW_SCRIPT } from './pages.mjs';
import { recordScripts, sum } from './script-recorder.mjs';

async function scriptBytes(context, url) {
  const page = await context.newPage();
  const recorded = recordScripts(page);
  const documentResponse = await page.goto(url, { waitUntil: 'networkidle' });
  const html = documentResponse ? await documentResponse.text() : '';
  const scripts = await recorded();
  await page.close();
  const inHtml = new Set(html.match(/\/_next\/static\/[^"'\s]+?\.js/g) ?? []);
  return { ...sum(scripts), initial: sum(scripts.filter((s) => inHtml.has(s.url))) };
}

/**
 * Script bytes an in-app navigation fetches: `from` is loaded until idle, then the link `linkSelector` is tapped (the
 * router's own navigation) and only the scripts requested after that count. It weighs what the chunking costs a
 * customer who goes on inside the app (next.config.js), beside what it saves on the first load.
 */
async function navigationBytes(context, from, linkSelector) {
  const page = await context.newPage();
  await page.goto(from, { waitUntil: 'networkidle' });
  const recorded = recordScripts(page);
  await page.locator(linkSelector).first().click();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const scripts = await recorded();
  await page.close();
  return sum(scripts);
}

/** In-app navigations measured by navigationBytes: from a page (pages.mjs path), through a link on it. */
const NAVIGATIONS = [
  { name: 'menu page → item (a card)', from: '/restaurants/r1001/menus/m-grand', link: 'a[data-item-id]' },
  { name: 'menu page → brand top (header logo)', from: '/restaurants/r1001/menus/m-grand', link: 'header a[href="/"]' },
  { name: 'brand top → restaurant detail (a card)', from: '/', link: 'a[href$="/restaurants/r1001/detail"]' },
];

const BASELINE_APP = 'scripts/bench/baseline-app';
const BUDGET_OVER_FLOOR = 50 * 1024;
const STACK_FLOOR_APP = 'scripts/bench/stack-floor-app';
const FORM_FLOOR_APP = 'scripts/bench/form-floor-app';
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
try {
  const apiOrigin = await startMock(await freePort()); // Prism behind the mock layer: the data follows the clock
  const env = { API_ORIGIN: apiOrigin, MOCK_MODE: '1' };
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    if ((await buildApp(env)) !== 0) throw new Error('app build failed');
    for (const app of [BASELINE_APP, STACK_FLOOR_APP, FORM_FLOOR_APP])
      if ((await buildReference(app)) !== 0) throw new Error(`${app} build failed`);
  }
  const ports = [];
  for (let i = 0; i < 4; i++) ports.push(await freePort());
  const [appPort, basePort, floorPort, formPort] = ports;
  startApp(appPort, env);
  start('baseline', bin('next'), ['start', BASELINE_APP, '-p', String(basePort)], { quiet: true });
  start('stack floor', bin('next'), ['start', STACK_FLOOR_APP, '-p', String(floorPort)], { quiet: true });
  start('form floor', bin('next'), ['start', FORM_FLOOR_APP, '-p', String(formPort)], { quiet: true });
  await Promise.all(ports.map((port) => waitForHttp(`http://localhost:${port}/`)));

  const { browser, context } = await launchPhone();
  await context.addInitScript(SEED_FLOW_SCRIPT); // what the flow stores before these pages (pages.mjs)
  await context.addCookies(benchCookies(`http://localhost:${appPort}`));
  const rows = [
    ['bare Next + MUI page', await scriptBytes(context, `http://localhost:${basePort}/`)],
    [
      'stack floor (bare + axios, Query, i18next, dayjs, zustand)',
      await scriptBytes(context, `http://localhost:${floorPort}/`),
    ],
    [
      'form floor (stack floor + react-hook-form, plain inputs)',
      await scriptBytes(context, `http://localhost:${formPort}/`),
    ],
  ];
  const pages = pagesFromEnv();
  for (const { name, path } of pages)
    rows.push([`${name} (${path})`, await scriptBytes(context, `http://localhost:${appPort}${path}`)]);
  const navigations = [];
  for (const { name, from, link } of NAVIGATIONS)
    navigations.push([name, await navigationBytes(context, `http://localhost:${appPort}${from}`, link)]);
  await browser.close();

  const [bare, floor, formFloor] = [rows[0][1].gzip, rows[1][1].gzip, rows[2][1].gzip];
  const delta = (value, reference) => `${value >= reference ? '+' : ''}${kb(value - reference)}`;
  // Issue 29: a route may load its floor + 50 kB gzip: the form floor for a route with a form, the stack floor else.
  const budgetOf = (i) => (i < 3 ? null : (pages[i - 3].form ? formFloor : floor) + BUDGET_OVER_FLOOR);
  const verdict = (value, budget) =>
    budget === null ? '' : value <= budget ? 'within' : `OVER by ${kb(value - budget)}`;
  console.log('\n=== first-load JS (scripts Chromium loads until the network is idle; gzip -9 of each body) ===');
  console.log(
    `${'page'.padEnd(70)} ${'files'.padStart(5)} ${'raw'.padStart(10)} ${'gzip'.padStart(9)} ${'vs bare'.padStart(10)} ` +
      `${'vs floor'.padStart(10)} ${'budget'.padStart(20)}  verdict`,
  );
  for (const [i, [name, r]] of rows.entries()) {
    const budget = budgetOf(i);
    const budgetText = budget === null ? '' : `${kb(budget)} (${pages[i - 3].form ? 'form' : 'stack'})`;
    console.log(
      `${name.padEnd(70)} ${String(r.files).padStart(5)} ${kb(r.raw).padStart(10)} ${kb(r.gzip).padStart(9)} ` +
        `${delta(r.gzip, bare).padStart(10)} ${delta(r.gzip, floor).padStart(10)} ${budgetText.padStart(20)}  ` +
        verdict(r.gzip, budget),
    );
  }
  const over = rows.filter(([, r], i) => budgetOf(i) !== null && r.gzip > budgetOf(i)).length;
  console.log(
    `${rows.length - 3 - over} of ${rows.length - 3} routes within their budget (floor + ${kb(BUDGET_OVER_FLOOR)})`,
  );
  console.log('\n=== in-app navigation (scripts fetched after the tap, the first page already loaded) ===');
  for (const [name, r] of navigations)
    console.log(`${name.padEnd(70)} ${String(r.files).padStart(5)} ${kb(r.gzip).padStart(20)}`);
} finally {
  await stopAll();
}
// The mock layer is a server in this process and keeps its sockets open (scripts/mock/layer.mjs): end the run here.
process.exit(process.exitCode ?? 0);
