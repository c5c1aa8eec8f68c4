// Backend faults under load: the replay backend slow (2 s, then 20 s), down (connections refused) and answering 503
// in bursts, while the customer pages are loaded at once (the connections shared among them). A page answered 200
// without its data shows in its size (median bytes of an answer) beside the normal load's. Each fault is run on
// the instance that served the normal load (`warm`: its server cache full) and on a fresh instance (`cold`: every
// public answer still to fetch). Reported per fault: status mix and latency per page; whether requests piled up (the
// backend calls waiting at the peak and when the load stopped, the app's open client sockets, how long until both
// drained); whether every request was answered within the client's 60 s; memory before / after.
import { setTimeout as sleep } from 'node:timers/promises';
import { CLIENT_TIMEOUT_S, load } from './cannon.mjs';
import { rssMb, serverSockets } from './instances.mjs';
import { kb, mb, ms, statusMix, table } from './report.mjs';

/** The faults, in order (`slowMs`: the slow backend's answer times); a slow fault's run is stretched to see answers. */
export function faultList({ slowMs, burstOnMs, burstEveryMs }) {
  return [
    ...slowMs.map((delay) => ({ name: `slow ${ms(delay)}`, mode: 'slow', options: { ms: delay }, slowMs: delay })),
    { name: 'down', mode: 'down', options: {} },
    {
      name: `5xx bursts (${burstOnMs} ms of every ${burstEveryMs} ms)`,
      mode: 'burst5xx',
      options: { onMs: burstOnMs, everyMs: burstEveryMs },
    },
  ];
}

/** Waits (at most `timeoutMs`) until no backend call is waiting and the app holds no client socket; ms or null. */
async function drain(replay, port, timeoutMs = (CLIENT_TIMEOUT_S + 5) * 1000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (replay.snapshot().inFlight === 0 && serverSockets(port) === 0) return Date.now() - started;
    await sleep(100);
  }
  return null;
}

/** One fault on `target` (an instance from startServer); prints its table, resolves with its figures. */
export async function runFault({ fault, variant, target, replay, pages, connections, durationS }) {
  const perPage = Math.max(1, Math.floor(connections / pages.length));
  // A slow backend: long enough that the requests of the first seconds end (answer or 60 s timeout) within the run.
  const runS = fault.slowMs
    ? Math.max(durationS, Math.min(CLIENT_TIMEOUT_S + 5, Math.ceil((3 * fault.slowMs) / 1000) + 5))
    : durationS;
  const rssBefore = rssMb(target.pid);
  const callsBefore = replay.snapshot().calls;
  let peakSockets = 0;
  replay.resetPeak();
  await replay.setFault(fault.mode, fault.options);
  const sampler = setInterval(() => {
    peakSockets = Math.max(peakSockets, serverSockets(target.port));
  }, 500);
  let results;
  let atEnd;
  try {
    results = await Promise.all(
      pages.map((page) => load({ url: `${target.origin}${page.path}`, connections: perPage, durationS: runS })),
    );
    atEnd = { backend: replay.snapshot().inFlight, sockets: serverSockets(target.port) };
  } finally {
    clearInterval(sampler);
    await replay.setFault('ok');
  }
  const { peakInFlight, calls } = replay.snapshot();
  const drainedMs = await drain(replay, target.port);
  const rssAfter = rssMb(target.pid);
  const answered = results.reduce((sum, r) => sum + r.answers, 0);
  const within = results.every((r) => r.timeouts === 0 && !(r.max >= CLIENT_TIMEOUT_S * 1000));

  table(
    `fault: backend ${fault.name}, ${variant} cache — ${pages.length} pages at once, ${perPage} connections each, ${runS} s`,
    [
      ['page', 16, 'l'],
      ['answers', 7],
      ['p50', 8],
      ['p95', 8],
      ['p99', 8],
      ['max', 8],
      ['size', 7],
      ['status mix', 40, 'l'],
    ],
    results.map((r, i) => [
      pages[i].name,
      r.answers,
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      ms(r.max),
      kb(r.medianBytes),
      statusMix(r),
    ]),
  );
  console.log(
    `backend calls ${calls - callsBefore} (${((calls - callsBefore) / Math.max(1, answered)).toFixed(2)}/answer` +
      `${fault.mode === 'down' ? '; refused connections are not counted' : ''}); ` +
      `waiting backend calls: peak ${peakInFlight}, at load end ${atEnd.backend}; ` +
      `app client sockets: peak ${peakSockets}, at load end ${atEnd.sockets}; ` +
      `drained ${drainedMs === null ? 'NOT within 65 s' : `in ${ms(drainedMs)}`}`,
  );
  console.log(
    `every request answered within ${CLIENT_TIMEOUT_S} s: ${within ? 'yes' : 'NO'} ` +
      `(timeouts ${results.reduce((sum, r) => sum + r.timeouts, 0)}; the ${results.reduce((sum, r) => sum + r.open, 0)} ` +
      `requests pending when the run ended, at most one per connection, are cut off); ` +
      `RSS ${mb(rssBefore)} → ${mb(rssAfter)}`,
  );
  return { fault: fault.name, variant, results, peakInFlight, atEnd, drainedMs, within, rssBefore, rssAfter };
}

/**
 * Every fault for each variant: `warm` on `app` (the instance that served the normal load), `cold` on a fresh
 * instance from `startFresh()` per fault, stopped after it.
 */
export async function runFaults({ variants, faults, app, startFresh, stopInstance, ...rest }) {
  const out = [];
  for (const variant of variants) {
    for (const [index, fault] of faults.entries()) {
      const target = variant === 'warm' ? app : await startFresh(`cold-${index + 1}-${fault.mode}`);
      try {
        out.push(await runFault({ fault, variant, target, ...rest }));
      } finally {
        if (variant !== 'warm') await stopInstance(target);
      }
    }
  }
  return out;
}
