// Two instances behind nginx, the menu page under load through it, one instance killed (SIGKILL) halfway: the failed
// answers against the requests that were in flight on the killed instance at that moment (nginx's open upstream
// connections to it: without upstream keep-alive each one is a request waiting for its answer).
import { setTimeout as sleep } from 'node:timers/promises';
import { load } from './cannon.mjs';
import { connectionsTo, exited, signal } from './instances.mjs';
import { accessLogSince, logSize } from './nginx.mjs';
import { ms, statusMix, table } from './report.mjs';

/** Runs the kill; `instances` are two started instances behind `balancer` (startNginx); resolves with its figures. */
export async function killMidRun({ balancer, instances, path, connections, durationS, warmupS }) {
  const [victim, survivor] = instances;
  const url = `${balancer.origin}${path}`;
  if (warmupS > 0) await load({ url, connections, durationS: warmupS });
  const offset = logSize(balancer.accessLog);
  const running = load({ url, connections, durationS });
  await sleep((durationS * 1000) / 2);
  const inFlight = connectionsTo(victim.port);
  signal(victim, 'SIGKILL');
  const gone = await exited(victim, 5000);
  const result = await running;
  const lines = accessLogSince(balancer.accessLog, offset);
  const retried = lines.filter((line) => line.upstreams.length > 1).length;
  const servedBy = (port) => lines.filter((line) => line.upstreams.at(-1) === port && line.status < 400).length;

  table(
    `nginx → 2 instances, ${path} at ${connections} connections for ${durationS} s, one instance SIGKILLed at ${ms(durationS * 500)}`,
    [
      ['answers', 7],
      ['req/s', 6],
      ['p50', 8],
      ['p95', 8],
      ['p99', 8],
      ['max', 8],
      ['failed', 6],
      ['in flight on killed', 19],
      ['retried by nginx', 16],
      ['status mix', 30, 'l'],
    ],
    [
      [
        result.answers,
        result.rps.toFixed(1),
        ms(result.p50),
        ms(result.p95),
        ms(result.p99),
        ms(result.max),
        result.failed,
        inFlight,
        retried,
        statusMix(result),
      ],
    ],
  );
  console.log(
    `served by the killed instance ${servedBy(victim.port)}, by the survivor ${servedBy(survivor.port)}; ` +
      `the killed process ${gone ? 'exited' : 'did NOT exit within 5 s'}`,
  );
  return { ...result, inFlight, retried };
}
