import { parseServerConfig, backendOrigin } from './config';
import { loadBrandTableFile } from './brand-table-file';
import { logEvent } from './log';

/**
 * The boot check (src/instrumentation.ts): a bad configuration stops the process before it serves anything, with a
 * message that names each missing or bad variable. Exits 1; never throws into Next (which would only log it).
 */
export function checkConfigAtBoot(env: Record<string, string | undefined> = process.env): void {
  const parsed = parseServerConfig(env);
  const problems = parsed.ok ? [] : [...parsed.problems];
  if (parsed.ok && parsed.config.BRAND_TABLE_FILE) {
    const table = loadBrandTableFile(parsed.config.BRAND_TABLE_FILE);
    if (!table.ok) problems.push(`BRAND_TABLE_FILE ${table.problem}`);
  }
  if (!parsed.ok || problems.length > 0) {
    logEvent('error', 'configuration refused: the server does not start', { problems: problems.join('; ') });
    process.stderr.write(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n`);
    process.exit(1);
  }
  logEvent('info', 'configuration accepted', {
    mode: parsed.config.MOCK_MODE ? 'mock' : 'production',
    apiOrigin: backendOrigin(parsed.config),
    trustProxy: parsed.config.TRUST_PROXY,
  });
}
