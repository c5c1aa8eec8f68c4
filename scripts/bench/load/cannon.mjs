// One load run with autocannon's programmatic API: `connections` keep-alive connections asking for one address for
// `durationS` seconds. Latency percentiles are computed here from every answer (autocannon's own table has no p95);
// `medianBytes` (the answer's size) shows a page served without its data; failed answers are non-2xx answers plus errors (connection errors and timeouts; a request still waiting when the
// run ends is counted apart as `open`).
import autocannon from 'autocannon';

/** Spec: the client gives up on a call after 60 s. */
export const CLIENT_TIMEOUT_S = 60;

const percentile = (sorted, p) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Runs the load; resolves with its figures. */
export function load({ url, connections = 32, durationS = 10, headers = {}, method = 'GET', body } = {}) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const sizes = [];
    const statuses = {};
    const errorKinds = {};
    const instance = autocannon(
      {
        url,
        method,
        headers,
        body,
        connections,
        duration: durationS,
        timeout: CLIENT_TIMEOUT_S,
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        sizes.sort((a, b) => a - b);
        const answers = result.requests.total;
        resolve({
          url,
          connections,
          answers,
          rps: answers / result.duration,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          max: latencies.at(-1) ?? Number.NaN,
          medianBytes: percentile(sizes, 50),
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          failed: result.non2xx + result.errors,
          open: Math.max(0, result.requests.sent - answers - result.errors),
          statuses,
          errorKinds,
        });
      },
    );
    instance.on('response', (_client, statusCode, bytes, responseTime) => {
      latencies.push(responseTime);
      sizes.push(bytes);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
    instance.on('reqError', (error) => {
      const kind = error.code ?? error.message;
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    });
  });
}
