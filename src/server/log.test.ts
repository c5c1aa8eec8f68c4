import { afterEach, describe, expect, it, vi } from 'vitest';
import { logEvent, requestIdFrom, setLogSink, type LogLevel } from './log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.restoreAllMocks());

describe('logEvent', () => {
  it('writes one JSON line with time (ISO 8601 UTC), level and msg, then the fields', () => {
    const lines: Array<[string, LogLevel]> = [];
    const restore = setLogSink((line, level) => lines.push([line, level]));
    try {
      logEvent('warn', 'not ready', { reason: 'backend answered 503', ms: 12, ok: false, none: null });
    } finally {
      restore();
    }
    expect(lines).toHaveLength(1);
    const [line, level] = lines[0] ?? ['', 'info'];
    expect(level).toBe('warn');
    expect(line).not.toContain('\n');
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(Object.keys(entry).slice(0, 3)).toEqual(['time', 'level', 'msg']);
    expect(entry).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as string,
      level: 'warn',
      msg: 'not ready',
      reason: 'backend answered 503',
      ms: 12,
      ok: false,
      none: null,
    });
  });

  it('drops undefined fields', () => {
    const lines: string[] = [];
    const restore = setLogSink((line) => lines.push(line));
    logEvent('info', 'api call', { requestId: undefined, status: 200 });
    restore();
    const entry = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(entry).not.toHaveProperty('requestId');
    expect(entry.status).toBe(200);
  });

  it('setLogSink returns a function that puts the previous sink back', () => {
    const outer: string[] = [];
    const inner: string[] = [];
    const restoreOuter = setLogSink((line) => outer.push(line));
    const restoreInner = setLogSink((line) => inner.push(line));
    logEvent('info', 'to inner');
    restoreInner();
    logEvent('info', 'to outer');
    restoreOuter();
    expect(inner).toHaveLength(1);
    expect(outer).toHaveLength(1);
    expect(outer[0]).toContain('"msg":"to outer"');
  });

  it.each([
    ['info', 'stdout'],
    ['warn', 'stdout'],
    ['error', 'stderr'],
  ] as const)('by default writes %s lines to %s', (level, stream) => {
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    logEvent(level, 'default sink');
    const used = stream === 'stdout' ? stdout : stderr;
    const other = stream === 'stdout' ? stderr : stdout;
    expect(used).toHaveBeenCalledTimes(1);
    expect(String(used.mock.calls[0]?.[0])).toMatch(/^\{.*"msg":"default sink"\}\n$/);
    expect(other).not.toHaveBeenCalled();
  });
});

describe('requestIdFrom', () => {
  it.each([
    ['abcd1234'],
    ['req-12345678'],
    ['0f8b3c2e-7d41-4c8a-9f5e-1a2b3c4d5e6f'],
    ['trace.id:span_01'],
    ['x'.repeat(128)],
  ])('keeps the plain token %s (8–128 of [\\w.:-])', (id) => {
    expect(requestIdFrom(id)).toBe(id);
  });

  it.each([
    ['7 characters', 'abc1234'],
    ['129 characters', 'x'.repeat(129)],
    ['a space', 'req 12345678'],
    ['a newline', 'req-1234\n{"level":"info"}'],
    ['a quote', 'req-1234"5678'],
    ['a slash', 'req/12345678'],
    ['non-ASCII', 'リクエスト12345678'],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('replaces an id with %s by a new UUID', (_label, id) => {
    const replaced = requestIdFrom(id);
    expect(replaced).toMatch(UUID);
    expect(replaced).not.toBe(id);
  });

  it('gives a different id each time it replaces one', () => {
    expect(requestIdFrom(null)).not.toBe(requestIdFrom(null));
  });
});
