// `npm run dev`: the mock (Prism behind the mock layer, scripts/mock/layer.mjs) on 127.0.0.1:4010 and the Next dev server on :3000, talking to it; Ctrl-C stops both.
// With API_ORIGIN set, Prism is not started and Next talks to that backend instead. MOCK_PORT moves the mock (a
// benchmark beside someone's `npm run mock`). NEXT_TELEMETRY_DISABLED=1: processes.mjs sets it for every script here.
import { bin, start, startMock, stopAll } from './lib/processes.mjs';

const port = process.env.PORT ?? '3000';
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const external = process.env.API_ORIGIN;
if (external) {
  console.log(`[dev] using the backend at ${external} (API_ORIGIN)`);
} else {
  console.log(`[dev] starting the mock (Prism behind the mock layer) on http://127.0.0.1:${mockPort} …`);
  await startMock(mockPort);
}
const apiOrigin = external ?? `http://127.0.0.1:${mockPort}`;
// Against the embedded mock, the proxy forwards `mock_prefer` and asks Prism for the example of each path id.
const mockEnv = external ? {} : { MOCK_MODE: '1' };
const next = start('next', bin('next'), ['dev', '-p', port], { env: { API_ORIGIN: apiOrigin, ...mockEnv } });
console.log(`[dev] app on http://localhost:${port} (API_ORIGIN=${apiOrigin}); Ctrl-C stops everything`);
next.on('exit', async (code) => {
  await stopAll();
  process.exit(code ?? 0);
});
