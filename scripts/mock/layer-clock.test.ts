import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockLayer } from './layer.mjs';
import { DESIGN_NOW } from './time-shift.mjs';

/**
 * The layer's clock per request (`x-mock-clock` / `mock_clock`, the e2e walk through the hours) and its computed,
 * hour-dependent answers (schedule.mjs), against a stand-in Prism answering the receive-times example. The layer's
 * own clock is pinned at DESIGN_NOW, as the e2e runner pins it.
 */
const receiveTimes = readFileSync(new URL('../../mocks/restaurants/receive-times.json', import.meta.url), 'utf8');
const seen: { url: string; clock: string | undefined; prefer: string | undefined }[] = [];
let prism: Server;
let layer: Server;
let origin = '';

beforeAll(async () => {
  prism = createServer((request, response) => {
    seen.push({
      url: request.url ?? '',
      clock: request.headers['x-mock-clock'] as string | undefined,
      prefer: request.headers.prefer as string | undefined,
    });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(receiveTimes);
  });
  await new Promise<void>((resolve) => prism.listen(0, '127.0.0.1', resolve));
  const address = prism.address();
  const prismOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const started = await startMockLayer({ port: 0, prismOrigin, now: () => Date.parse(DESIGN_NOW) });
  layer = started.server;
  const layerAddress = layer.address();
  origin = `http://127.0.0.1:${typeof layerAddress === 'object' && layerAddress ? layerAddress.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => layer.close(resolve));
  await new Promise((resolve) => prism.close(resolve));
});

const receiveTimesAt = async (headers: Record<string, string>) => {
  const response = await fetch(`${origin}/v1/restaurants/r1001/receive_times`, { headers });
  return (await response.json()) as { is_immediate_order_available: boolean; earliest_receive_time?: string };
};

describe('mock layer: a clock per request', () => {
  it('without one: the pinned DESIGN_NOW (22:00), the example itself (earliest 22:15)', async () => {
    expect(await receiveTimesAt({})).toMatchObject({
      is_immediate_order_available: true,
      earliest_receive_time: '2026-11-21T22:15:00+09:00',
    });
  });

  it('x-mock-clock Thursday 2026-11-26 07:00: r1001 opens at 11:00 that day, no "now"; Prism never sees it', async () => {
    expect(await receiveTimesAt({ 'x-mock-clock': '2026-11-26T07:00:00+09:00' })).toMatchObject({
      is_immediate_order_available: false,
      earliest_receive_time: '2026-11-26T11:00:00+09:00',
    });
    expect(seen.at(-1)?.clock).toBeUndefined();
  });

  it('the mock_clock cookie at 00:30 (Wednesday night): the late-night menu, ready at 00:45', async () => {
    expect(await receiveTimesAt({ cookie: 'mock_clock=2026-11-26T00%3A30%3A00%2B09%3A00' })).toMatchObject({
      is_immediate_order_available: true,
      earliest_receive_time: '2026-11-26T00:45:00+09:00',
    });
  });

  it('a value that is no ISO date-time with offset is ignored (the layer clock: 22:00)', async () => {
    for (const value of ['07:00', '2026-11-26T07:00:00', 'tomorrow']) {
      expect((await receiveTimesAt({ 'x-mock-clock': value })).earliest_receive_time).toBe('2026-11-21T22:15:00+09:00');
    }
  });

  it('a scenario keeps Prism in charge: its answer is not computed', async () => {
    const answer = await receiveTimesAt({
      'x-mock-clock': '2026-11-26T07:00:00+09:00',
      'x-mock-scenario': 'listReceiveTimes:200:default',
    });
    expect(seen.at(-1)?.prefer).toContain('example=default');
    // Shifted whole days only (Thursday), the example's evening as it is.
    expect(answer.earliest_receive_time).toBe('2026-11-26T22:15:00+09:00');
  });
});
