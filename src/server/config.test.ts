import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  backendOrigin,
  documentedVariables,
  ENV_SCHEMA,
  MOCK_API_ORIGIN,
  parseServerConfig,
  resetServerConfigForTests,
  serverConfig,
  type ConfigResult,
  type ServerConfig,
} from './config';

const PRODUCTION = { API_ORIGIN: 'https://api.example.com' };
const MOCK = { MOCK_MODE: '1' };

function accepted(result: ConfigResult): ServerConfig {
  if (!result.ok) throw new Error(`expected the environment to be accepted, got: ${result.problems.join('; ')}`);
  return result.config;
}

function problems(result: ConfigResult): string[] {
  if (result.ok) throw new Error('expected the environment to be refused');
  return result.problems;
}

describe('parseServerConfig: the backend', () => {
  it('refuses a production environment without API_ORIGIN, naming API_ORIGIN', () => {
    const found = problems(parseServerConfig({}));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^API_ORIGIN /);
    expect(found[0]).toContain('MOCK_MODE=1');
  });

  it('accepts MOCK_MODE=1 alone, and the backend is then the embedded mock at http://127.0.0.1:4010', () => {
    const config = accepted(parseServerConfig(MOCK));
    expect(config.MOCK_MODE).toBe(true);
    expect(config.API_ORIGIN).toBeUndefined();
    expect(backendOrigin(config)).toBe('http://127.0.0.1:4010');
    expect(MOCK_API_ORIGIN).toBe('http://127.0.0.1:4010');
  });

  it.each([
    [{ API_ORIGIN: 'https://api.example.com' }, 'https://api.example.com'],
    [{ API_ORIGIN: 'http://127.0.0.1:4567', MOCK_MODE: '1' }, 'http://127.0.0.1:4567'],
    [{ API_ORIGIN: '  https://api.example.com  ' }, 'https://api.example.com'],
  ])('backendOrigin of %j is API_ORIGIN (%s), trimmed, even in mock mode', (env, origin) => {
    expect(backendOrigin(accepted(parseServerConfig(env)))).toBe(origin);
  });

  it.each([
    ['ftp://api.example.com'],
    ['not a url'],
    ['http://'],
    ['https://'],
    ['api.example.com'],
    ['//api.example'],
  ])('refuses API_ORIGIN=%s (must be an http(s) origin)', (value) => {
    expect(problems(parseServerConfig({ API_ORIGIN: value }))).toEqual([
      'API_ORIGIN must be an http(s) origin without a path, e.g. https://api.example.com',
    ]);
  });

  it.each([['/card-token-stub.js'], ['javascript:alert(1)'], ['ftp://static.pay.example/token.js']])(
    'refuses CARD_TOKEN_SCRIPT_URL=%s (must be an http(s) URL)',
    (value) => {
      const found = problems(parseServerConfig({ ...PRODUCTION, CARD_TOKEN_SCRIPT_URL: value }));
      expect(found).toEqual([expect.stringMatching(/^CARD_TOKEN_SCRIPT_URL must be an http\(s\) URL/)]);
    },
  );
});

describe('parseServerConfig: flags accept only 0 or 1', () => {
  it.each([
    ['MOCK_MODE', '1', true],
    ['MOCK_MODE', '0', false],
    ['TRUST_PROXY', '1', true],
    ['TRUST_PROXY', '0', false],
    ['ROBOTS_INDEX', '1', true],
    ['ROBOTS_INDEX', '0', false],
  ] as const)('%s=%s is %s', (name, value, expected) => {
    expect(accepted(parseServerConfig({ ...PRODUCTION, [name]: value }))[name]).toBe(expected);
  });

  it.each([['MOCK_MODE'], ['TRUST_PROXY'], ['ROBOTS_INDEX']] as const)('%s is off when unset', (name) => {
    expect(accepted(parseServerConfig(PRODUCTION))[name]).toBe(false);
  });

  it.each([
    ['MOCK_MODE', 'true'],
    ['MOCK_MODE', 'yes'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '2'],
    ['ROBOTS_INDEX', 'on'],
    ['ROBOTS_INDEX', ' 1'],
  ])('refuses %s=%j with "must be 0 or 1"', (name, value) => {
    expect(problems(parseServerConfig({ ...PRODUCTION, [name]: value }))).toEqual([`${name} must be 0 or 1`]);
  });
});

describe('parseServerConfig: numbers', () => {
  it.each([
    ['0', 0],
    ['0.25', 0.25],
    ['1', 1],
  ])('TELEMETRY_SAMPLE_RATE=%s is %s (0..1)', (value, expected) => {
    expect(accepted(parseServerConfig({ ...PRODUCTION, TELEMETRY_SAMPLE_RATE: value })).TELEMETRY_SAMPLE_RATE).toBe(
      expected,
    );
  });

  it('TELEMETRY_SAMPLE_RATE defaults to 1', () => {
    expect(accepted(parseServerConfig(PRODUCTION)).TELEMETRY_SAMPLE_RATE).toBe(1);
  });

  it.each([['2'], ['-1'], ['abc'], ['1.01']])('refuses TELEMETRY_SAMPLE_RATE=%s (must be 0..1)', (value) => {
    expect(problems(parseServerConfig({ ...PRODUCTION, TELEMETRY_SAMPLE_RATE: value }))).toEqual([
      'TELEMETRY_SAMPLE_RATE must be a number from 0 to 1',
    ]);
  });

  it.each([
    ['SHUTDOWN_DELAY_MS', 0],
    ['SHUTDOWN_TIMEOUT_MS', 15_000],
  ] as const)('%s defaults to %s', (name, expected) => {
    expect(accepted(parseServerConfig(PRODUCTION))[name]).toBe(expected);
  });

  it.each([
    ['SHUTDOWN_DELAY_MS', '5000', 5000],
    ['SHUTDOWN_DELAY_MS', '60000', 60_000],
    ['SHUTDOWN_TIMEOUT_MS', '0', 0],
    ['SHUTDOWN_TIMEOUT_MS', '30000', 30_000],
  ] as const)('%s=%s is %s', (name, value, expected) => {
    expect(accepted(parseServerConfig({ ...PRODUCTION, [name]: value }))[name]).toBe(expected);
  });

  it.each([
    ['SHUTDOWN_DELAY_MS', '1.5'],
    ['SHUTDOWN_DELAY_MS', 'abc'],
    ['SHUTDOWN_DELAY_MS', '-1'],
    ['SHUTDOWN_DELAY_MS', '60001'],
    ['SHUTDOWN_TIMEOUT_MS', '2.5'],
    ['SHUTDOWN_TIMEOUT_MS', 'soon'],
    ['SHUTDOWN_TIMEOUT_MS', '600001'],
  ])('refuses %s=%s (a whole number of milliseconds in range)', (name, value) => {
    const found = problems(parseServerConfig({ ...PRODUCTION, [name]: value }));
    expect(found).toHaveLength(1);
    expect(found[0]?.startsWith(`${name} `)).toBe(true);
  });
});

describe('parseServerConfig: CSP_MODE', () => {
  it('defaults to enforce', () => {
    expect(accepted(parseServerConfig(PRODUCTION)).CSP_MODE).toBe('enforce');
  });

  it.each([['enforce'], ['report-only'], ['off']])('accepts CSP_MODE=%s', (value) => {
    expect(accepted(parseServerConfig({ ...PRODUCTION, CSP_MODE: value })).CSP_MODE).toBe(value);
  });

  it.each([['strict'], ['ENFORCE'], ['report']])('refuses CSP_MODE=%s', (value) => {
    expect(problems(parseServerConfig({ ...PRODUCTION, CSP_MODE: value }))).toEqual([
      'CSP_MODE must be enforce, report-only or off',
    ]);
  });
});

describe('parseServerConfig: footer URLs', () => {
  const FOOTER_KEYS = [
    'FOOTER_INQUIRY_URL',
    'FOOTER_SERVICE_TERMS_URL',
    'FOOTER_ID_TERMS_URL',
    'FOOTER_PRIVACY_POLICY_URL',
    'FOOTER_COMMERCIAL_LAW_URL',
  ] as const;

  it.each([['https://support.example.com/inquiry'], ['http://terms.example'], ['/inquiry'], ['/legal/terms?x=1']])(
    'accept %s (an http(s) URL or a same-origin path)',
    (value) => {
      const env = Object.fromEntries(FOOTER_KEYS.map((name) => [name, value]));
      const config = accepted(parseServerConfig({ ...PRODUCTION, ...env }));
      for (const name of FOOTER_KEYS) expect(config[name]).toBe(value);
    },
  );

  it.each(
    FOOTER_KEYS.flatMap((name) =>
      ['//evil.example', 'javascript:alert(1)', '/\\evil.example', 'ftp://files.example', 'inquiry'].map(
        (value) => [name, value] as const,
      ),
    ),
  )('refuse %s=%s (protocol-relative, script and other URLs)', (name, value) => {
    expect(problems(parseServerConfig({ ...PRODUCTION, [name]: value }))).toEqual([
      `${name} must be an http(s) URL or a same-origin path`,
    ]);
  });
});

describe('parseServerConfig: the environment as a whole', () => {
  it('counts an empty variable as unset (defaults apply, API_ORIGIN is still required)', () => {
    const config = accepted(
      parseServerConfig({
        ...MOCK,
        API_ORIGIN: '',
        TELEMETRY_SAMPLE_RATE: '',
        SHUTDOWN_DELAY_MS: '',
        SHUTDOWN_TIMEOUT_MS: '',
        CSP_MODE: '',
        TRUST_PROXY: '',
        FOOTER_INQUIRY_URL: '',
        API_KEY: '',
      }),
    );
    expect(config).toMatchObject({
      TELEMETRY_SAMPLE_RATE: 1,
      SHUTDOWN_DELAY_MS: 0,
      SHUTDOWN_TIMEOUT_MS: 15_000,
      CSP_MODE: 'enforce',
      TRUST_PROXY: false,
    });
    expect(config.API_ORIGIN).toBeUndefined();
    expect(config.FOOTER_INQUIRY_URL).toBeUndefined();
    expect(config.API_KEY).toBeUndefined();
    expect(problems(parseServerConfig({ API_ORIGIN: '', MOCK_MODE: '' }))).toEqual([
      'API_ORIGIN is required (or set MOCK_MODE=1 for the mock)',
    ]);
  });

  it('ignores variables outside the schema', () => {
    const config = accepted(parseServerConfig({ ...PRODUCTION, PATH: '/usr/bin', NODE_ENV: 'production' }));
    expect(Object.keys(config)).not.toContain('PATH');
  });

  it('reports every bad variable at once, each named', () => {
    const found = problems(
      parseServerConfig({
        API_ORIGIN: 'ftp://api.example.com',
        TRUST_PROXY: 'yes',
        TELEMETRY_SAMPLE_RATE: '2',
        CSP_MODE: 'strict',
        FOOTER_INQUIRY_URL: '//evil.example',
      }),
    );
    expect(found).toHaveLength(5);
    for (const name of ['API_ORIGIN', 'TRUST_PROXY', 'TELEMETRY_SAMPLE_RATE', 'CSP_MODE', 'FOOTER_INQUIRY_URL'])
      expect(found.some((problem) => problem.startsWith(`${name} `))).toBe(true);
  });

  it('reports a missing API_ORIGIN together with the other bad variables', () => {
    const found = problems(parseServerConfig({ TELEMETRY_SAMPLE_RATE: '2', CSP_MODE: 'strict' }));
    expect(found).toEqual(
      expect.arrayContaining([
        'TELEMETRY_SAMPLE_RATE must be a number from 0 to 1',
        'CSP_MODE must be enforce, report-only or off',
        'API_ORIGIN is required (or set MOCK_MODE=1 for the mock)',
      ]),
    );
  });
});

describe('documentedVariables', () => {
  it('lists every key of the schema, in order, each with a non-empty description', () => {
    const documented = documentedVariables();
    expect(documented.map((entry) => entry.name)).toEqual(Object.keys(ENV_SCHEMA.shape));
    expect(documented.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['MOCK_MODE', 'API_ORIGIN', 'API_KEY', 'TRUST_PROXY', 'BRAND_TABLE_FILE', 'CSP_MODE']),
    );
    for (const { name, description } of documented) expect(description.trim(), name).not.toBe('');
  });
});

describe('serverConfig', () => {
  afterEach(() => resetServerConfigForTests());

  /** Clears every variable of the schema in process.env (an empty value counts as unset), then sets `env`. */
  function stubConfigEnv(env: Record<string, string>) {
    for (const { name } of documentedVariables()) vi.stubEnv(name, '');
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  }

  it('reads process.env once and keeps it until resetServerConfigForTests()', () => {
    resetServerConfigForTests();
    stubConfigEnv({ API_ORIGIN: 'https://first.example' });
    const first = serverConfig();
    expect(first.API_ORIGIN).toBe('https://first.example');
    expect(backendOrigin()).toBe('https://first.example');

    vi.stubEnv('API_ORIGIN', 'https://second.example');
    expect(serverConfig()).toBe(first);

    resetServerConfigForTests();
    expect(serverConfig().API_ORIGIN).toBe('https://second.example');
  });

  it('throws naming the bad variable when process.env is refused', () => {
    resetServerConfigForTests();
    stubConfigEnv({ CSP_MODE: 'strict', MOCK_MODE: '1' });
    expect(() => serverConfig()).toThrow('Invalid configuration: CSP_MODE must be enforce, report-only or off');
  });
});
