import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { checkConfigAtBoot } from './boot';
import { setLogSink } from './log';

class ExitCalled extends Error {
  constructor(readonly code: string | number | null | undefined) {
    super(`process.exit(${String(code)})`);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'boot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let lines: Array<Record<string, unknown>>;
let stderr: string;
let restoreSink: () => void;
let exit: MockInstance<typeof process.exit>;

beforeEach(() => {
  lines = [];
  stderr = '';
  restoreSink = setLogSink((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new ExitCalled(code);
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  });
});

afterEach(() => {
  restoreSink();
  vi.restoreAllMocks();
});

/** Runs the boot check; the exit code it asked for, or null when it let the server start. */
function boot(env: Record<string, string>): string | number | null | undefined {
  try {
    checkConfigAtBoot(env);
    return null;
  } catch (error) {
    if (error instanceof ExitCalled) return error.code;
    throw error;
  }
}

describe('checkConfigAtBoot', () => {
  it.each([
    ['a production environment without API_ORIGIN', {}, ['API_ORIGIN is required']],
    ['a bad API_ORIGIN', { API_ORIGIN: 'ftp://api.example.com' }, ['API_ORIGIN must be an http(s) origin']],
    [
      'several bad variables',
      { API_ORIGIN: 'not a url', CSP_MODE: 'strict', TELEMETRY_SAMPLE_RATE: '2' },
      ['API_ORIGIN must be', 'CSP_MODE must be', 'TELEMETRY_SAMPLE_RATE must be'],
    ],
  ])('refuses %s: exit 1, each problem written to stderr and logged', (_label, env, expected) => {
    expect(boot(env)).toBe(1);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(stderr).toMatch(/^Invalid configuration:\n/);
    for (const problem of expected) expect(stderr).toContain(`  - ${problem}`);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'configuration refused: the server does not start' });
    for (const problem of expected) expect(lines[0]?.problems).toContain(problem);
  });

  it.each([
    ['a file that does not exist', null],
    ['a file that is not JSON', '{not json'],
    ['a file that moves a built-in host', JSON.stringify([{ domain: 'localhost', brandId: 'evil' }])],
  ])('refuses a BRAND_TABLE_FILE naming %s: exit 1 naming BRAND_TABLE_FILE', (label, content) => {
    const path = join(dir, `${label.replaceAll(' ', '-')}.json`);
    if (content !== null) writeFileSync(path, content);
    expect(boot({ API_ORIGIN: 'https://api.example.com', BRAND_TABLE_FILE: path })).toBe(1);
    expect(stderr).toContain('  - BRAND_TABLE_FILE ');
    expect(lines[0]).toMatchObject({ level: 'error', problems: expect.stringContaining('BRAND_TABLE_FILE') as string });
  });

  it.each([
    ['production', { API_ORIGIN: 'https://api.example.com' }, 'https://api.example.com'],
    ['mock', { MOCK_MODE: '1' }, 'http://127.0.0.1:4010'],
    ['mock', { MOCK_MODE: '1', API_ORIGIN: 'http://127.0.0.1:4567' }, 'http://127.0.0.1:4567'],
  ])('accepts a good environment in %s mode without exiting (%j)', (mode, env, apiOrigin) => {
    expect(boot(env)).toBeNull();
    expect(exit).not.toHaveBeenCalled();
    expect(stderr).toBe('');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'configuration accepted', mode, apiOrigin, trustProxy: false }),
    ]);
  });

  it('accepts a valid BRAND_TABLE_FILE', () => {
    const path = join(dir, 'good.json');
    writeFileSync(path, JSON.stringify([{ domain: 'kaede.order.example', brandId: 'kaede' }]));
    expect(boot({ API_ORIGIN: 'https://api.example.com', BRAND_TABLE_FILE: path, TRUST_PROXY: '1' })).toBeNull();
    expect(lines).toEqual([expect.objectContaining({ msg: 'configuration accepted', trustProxy: true })]);
  });
});
