import { z } from 'zod';

/**
 * Every environment variable the server reads, in one schema (issue 26). The server checks it once at boot
 * (src/instrumentation.ts) and refuses to start with a message naming each missing or bad variable; the rest of the
 * server reads the parsed value through serverConfig(). Per-deployment values for the browser are handed over at run
 * time (publicConfig), so one build serves every environment. The README's "Deploy" table is checked against this
 * schema's keys and descriptions (config.test.ts).
 */
const flag = (description: string) =>
  z
    .enum(['0', '1'], { message: 'must be 0 or 1' })
    .optional()
    .transform((value) => value === '1')
    .describe(description);

const httpUrl = (description: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^https?:\/\/[^/\s]+/i.test(value) && URL.canParse(value), {
      message: 'must be an http(s) URL, e.g. https://api.example.com',
    })
    .optional()
    .describe(description);

/** An origin: the API's paths are appended to it, so a path or query here would be silently dropped. */
const httpOrigin = (description: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        if (!/^https?:\/\/[^/\s]+/i.test(value) || !URL.canParse(value)) return false;
        const url = new URL(value);
        return url.pathname === '/' && !url.search && !url.hash && !url.username;
      },
      { message: 'must be an http(s) origin without a path, e.g. https://api.example.com' },
    )
    .optional()
    .describe(description);

const absoluteOrPath = (description: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^https?:\/\/[^/\s]+/i.test(value) || /^\/(?![/\\])/.test(value), {
      message: 'must be an http(s) URL or a same-origin path',
    })
    .optional()
    .describe(description);

const optionalText = (description: string) => z.string().trim().min(1).optional().describe(description);

export const ENV_SCHEMA = z.object({
  MOCK_MODE: flag(
    'The embedded mock, asked for explicitly: stand-ins, dev kit, LIFF mock, card-token stub, mock headers. Never in production.',
  ),
  API_ORIGIN: httpOrigin(
    'Origin of the backend API (required unless MOCK_MODE=1; the mock default is http://127.0.0.1:4010).',
  ),
  API_KEY: optionalText('Value of the x-api-key header on every API call (sent to the browser at run time).'),
  TRUST_PROXY: flag(
    'Set to 1 only behind a proxy that overwrites X-Forwarded-Host/-Proto; otherwise the request Host is used.',
  ),
  BRAND_TABLE_FILE: optionalText(
    'JSON file of extra host → brand entries ([{"domain","brandId","family"?,"nativeAppScheme"?}]), checked at boot.',
  ),
  CARD_TOKEN_SCRIPT_URL: httpUrl('Card-token script (GMO Multipayment kind) for the card form.'),
  CARD_SHOP_ID: optionalText('Shop id handed to the card-token script (a session value gmopgShopId wins).'),
  FOOTER_INQUIRY_URL: absoluteOrPath('Footer link: inquiry form.'),
  FOOTER_SERVICE_TERMS_URL: absoluteOrPath('Footer link: service terms.'),
  FOOTER_ID_TERMS_URL: absoluteOrPath('Footer link: ID terms.'),
  FOOTER_PRIVACY_POLICY_URL: absoluteOrPath('Footer link: privacy policy (outside the LINE mini app).'),
  FOOTER_COMMERCIAL_LAW_URL: absoluteOrPath('Footer link: commercial-law page.'),
  TELEMETRY_SAMPLE_RATE: z.coerce
    .number({ message: 'must be a number from 0 to 1' })
    .min(0, 'must be a number from 0 to 1')
    .max(1, 'must be a number from 0 to 1')
    .default(1)
    .describe('Share of Web Vitals and page views logged by /telemetry (0–1, default 1); errors are always logged.'),
  SHUTDOWN_DELAY_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0)
    .max(60_000)
    .default(0)
    .describe(
      'On SIGTERM, /readyz answers 503 for this long before the server stops accepting (e.g. 5000 behind a load balancer).',
    ),
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0)
    .max(600_000)
    .default(15_000)
    .describe('On SIGTERM, the longest wait for in-flight requests before the process exits.'),
  CSP_MODE: z
    .enum(['enforce', 'report-only', 'off'], { message: 'must be enforce, report-only or off' })
    .default('enforce')
    .describe('Content-Security-Policy: enforce (default), report-only or off.'),
  ROBOTS_INDEX: flag('Set to 1 to let search engines index the pages (default noindex, nofollow).'),
});

/** The one rule across variables, checked whatever else is wrong (zod skips object refinements after a field fails). */
const ORIGIN_REQUIRED = 'API_ORIGIN is required (or set MOCK_MODE=1 for the mock)';

export type ServerConfig = z.output<typeof ENV_SCHEMA>;

/** Where the embedded mock listens when MOCK_MODE=1 and no API_ORIGIN is given. */
export const MOCK_API_ORIGIN = 'http://127.0.0.1:4010';

/** The variables and their descriptions, for the README's table (and its test). */
export function documentedVariables(): Array<{ name: string; description: string }> {
  const shape = ENV_SCHEMA.shape;
  return Object.entries(shape).map(([name, schema]) => ({ name, description: schema.description ?? '' }));
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; problems: string[] };

/** Parses an environment; the problems name each bad or missing variable with what it must be. */
export function parseServerConfig(env: Record<string, string | undefined>): ConfigResult {
  // A variable set to blanks is unset (a blank number must not silently become 0).
  const picked: Record<string, string | undefined> = Object.fromEntries(
    Object.keys(ENV_SCHEMA.shape).map((name) => [name, env[name]?.trim() ? env[name] : undefined]),
  );
  const result = ENV_SCHEMA.safeParse(picked);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'} ${issue.message}`);
  if (picked.MOCK_MODE !== '1' && !picked.API_ORIGIN) problems.unshift(ORIGIN_REQUIRED);
  if (result.success && problems.length === 0) return { ok: true, config: result.data };
  return { ok: false, problems };
}

let cached: ServerConfig | null = null;

/**
 * The parsed configuration of this process (read once). Boot has already refused a bad environment
 * (src/instrumentation.ts); a bad one met here (a code path before boot, a test) throws with the same message.
 */
export function serverConfig(): ServerConfig {
  if (cached) return cached;
  const result = parseServerConfig(process.env);
  if (!result.ok) throw new Error(`Invalid configuration: ${result.problems.join('; ')}`);
  cached = result.config;
  return cached;
}

/** Forgets the parsed configuration (tests that change process.env). */
export function resetServerConfigForTests(): void {
  cached = null;
}

/** The backend origin of this process: API_ORIGIN, else (mock mode only) the embedded mock. */
export function backendOrigin(config: ServerConfig = serverConfig()): string {
  return config.API_ORIGIN ?? MOCK_API_ORIGIN;
}
