// `npm run mock`: the embedded mock alone on http://127.0.0.1:4010 (Prism behind the mock layer: mock time and the
// stateful cart / orders). MOCK_TIME=<preset or ISO> picks the mock time, MOCK_NOW=<ISO> pins the clock. Ctrl-C stops.
import { startMock } from './lib/processes.mjs';

const port = Number(process.env.MOCK_PORT ?? '4010');
const origin = await startMock(port);
console.log(`[mock] ${origin} (Prism behind the mock layer); Ctrl-C stops`);
