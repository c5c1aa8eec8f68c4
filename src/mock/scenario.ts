/**
 * The dev kit's scenario: which named example one operation answers with, which moment of the mock data is "now",
 * and which brand example the mock shows. It lives in cookies the mock layer (scripts/mock/layer.mjs) and the app's
 * proxy read, and travels in a link as `?mock=…` so QA can send a reproducible screen. Pure: cookie text in, cookie
 * text out; bad input is dropped.
 */
export const MOCK_SCENARIO_COOKIE = 'mock_scenario';
export const MOCK_TIME_COOKIE = 'mock_time';
/** A clock for the mock layer (ISO date-time with offset) in place of its own: the e2e walk through the hours. */
export const MOCK_CLOCK_COOKIE = 'mock_clock';
export const MOCK_SESSION_COOKIE = 'mock_session';
export const MOCK_PREFER_COOKIE = 'mock_prefer';
/** `hidden`: no dev-kit button (the e2e journeys set it; the dev-kit suite clears it). */
export const MOCK_DEVKIT_COOKIE = 'mock_devkit';
/** The link parameter carrying a whole scenario. */
export const MOCK_LINK_PARAM = 'mock';

/** The mock times of scripts/mock/time-shift.mjs (MOCK_TIME_PRESETS), in the panel's order. */
export const MOCK_TIMES = ['now', 'lastOrder', 'afterMidnight', 'tomorrowMorning', 'closed'] as const;
export type MockTime = (typeof MOCK_TIMES)[number];

/** The getBrand examples the panel switches between (openapi.yaml; the default is `demo`). */
export const BRAND_EXAMPLES = ['demoPhoneContact', 'demoNoContact'] as const;
export type BrandExample = (typeof BRAND_EXAMPLES)[number];

/** Path prefix of the brand call, for the `mock_prefer` cookie that also reaches the server-side brand fetch. */
const BRAND_PREFIX = '/v1/brands/';

export interface OperationScenario {
  operationId: string;
  status: number;
  example: string;
}

export interface MockScenario {
  operation: OperationScenario | null;
  time: MockTime | null;
  brand: BrandExample | null;
}

export const EMPTY_SCENARIO: MockScenario = { operation: null, time: null, brand: null };

const OPERATION = /^([A-Za-z]\w*):(\d{3}):([\w.-]+)$/;

export function parseOperation(text: string | null | undefined): OperationScenario | null {
  const match = OPERATION.exec(text ?? '');
  if (!match) return null;
  return { operationId: match[1] as string, status: Number(match[2]), example: match[3] as string };
}

export function formatOperation(scenario: OperationScenario): string {
  return `${scenario.operationId}:${scenario.status}:${scenario.example}`;
}

const isTime = (value: unknown): value is MockTime => (MOCK_TIMES as readonly unknown[]).includes(value);
const isBrand = (value: unknown): value is BrandExample => (BRAND_EXAMPLES as readonly unknown[]).includes(value);

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Cookie name → value of a `document.cookie` string. */
export function readCookies(cookieText: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of cookieText.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const value = decode(part.slice(at + 1).trim());
    if (value !== null) out.set(part.slice(0, at).trim(), value);
  }
  return out;
}

/** The scenario the cookies describe (the brand only when `mock_prefer` is the panel's brand value). */
export function scenarioFromCookies(cookies: ReadonlyMap<string, string>): MockScenario {
  const time = cookies.get(MOCK_TIME_COOKIE);
  const prefer = /^\/v1\/brands\/\|example=(\w+)$/.exec(cookies.get(MOCK_PREFER_COOKIE) ?? '')?.[1];
  return {
    operation: parseOperation(cookies.get(MOCK_SCENARIO_COOKIE)),
    time: isTime(time) ? time : null,
    brand: isBrand(prefer) ? prefer : null,
  };
}

/**
 * The cookies that set a scenario: name → value, or null to delete. Session cookies (no max-age), path /.
 * Decision: the brand example uses the existing `mock_prefer` cookie scoped to the brand path, not the operation
 * scenario, so that a brand and an operation scenario can be active together (`mock_scenario` holds one operation).
 * Both cookies reach the server render's brand call as they reach every other call (server/mock-call-headers.ts).
 */
export function cookiesForScenario(scenario: MockScenario): Array<[string, string | null]> {
  return [
    [MOCK_SCENARIO_COOKIE, scenario.operation ? formatOperation(scenario.operation) : null],
    [MOCK_TIME_COOKIE, scenario.time && scenario.time !== 'now' ? scenario.time : null],
    [MOCK_PREFER_COOKIE, scenario.brand ? `${BRAND_PREFIX}|example=${scenario.brand}` : null],
  ];
}

/** One `document.cookie` assignment. */
export function cookieString(name: string, value: string | null): string {
  return value === null
    ? `${name}=; path=/; max-age=0; samesite=lax`
    : `${name}=${encodeURIComponent(value)}; path=/; samesite=lax`;
}

/** `?mock=` value: comma-separated `op:<operationId>:<status>:<example>`, `time:<preset>`, `brand:<example>`. */
export function formatLink(scenario: MockScenario): string {
  const parts: string[] = [];
  if (scenario.operation) parts.push(`op:${formatOperation(scenario.operation)}`);
  if (scenario.time) parts.push(`time:${scenario.time}`);
  if (scenario.brand) parts.push(`brand:${scenario.brand}`);
  return parts.join(',');
}

/** A `?mock=` value read back; unknown parts are dropped, `reset` (or an empty value) is the empty scenario. */
export function parseLink(value: string | null | undefined): MockScenario {
  const scenario: { -readonly [K in keyof MockScenario]: MockScenario[K] } = { ...EMPTY_SCENARIO };
  for (const part of (value ?? '').split(',')) {
    const at = part.indexOf(':');
    const [kind, rest] = at < 0 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
    if (kind === 'op') scenario.operation = parseOperation(rest);
    if (kind === 'time' && isTime(rest)) scenario.time = rest;
    if (kind === 'brand' && isBrand(rest)) scenario.brand = rest;
  }
  return scenario;
}

export function isEmptyScenario(scenario: MockScenario): boolean {
  return !scenario.operation && !scenario.time && !scenario.brand;
}

/** Short badge text: `updateCart 409 itemSoldOut · afterMidnight · demoNoContact`. */
export function scenarioLabel(scenario: MockScenario): string {
  const op = scenario.operation;
  return [op ? `${op.operationId} ${op.status} ${op.example}` : null, scenario.time, scenario.brand]
    .filter(Boolean)
    .join(' · ');
}
