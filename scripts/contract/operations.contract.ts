import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AxiosInstance } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { createApiContext } from '@/api/api-context';
import { toApiFailure } from '@/api/api-error';
import { createHttpClient, EXPIRED_ACCESS_TOKEN } from '@/api/create-http-client';
import { WIRE_SHAPES, wireOperation } from '@/api/wire-shapes';
import { convertKeys } from '@/api/convert-keys';
import { errorCopyFor } from '@/ui/errors/error-copy';
import { freePort, startPrism, stopAll } from '../lib/processes.mjs';
import { firstExample, loadContract, sampleValue, type ContractOperation } from './load-contract';

/**
 * Every operation of openapi.yaml is called on Prism (started here on a free port) through the app's own HTTP client
 * with valid parameters, and its answer must pass the generated zod schema. Every named error example is requested
 * with `Prefer` and must come back with its status and code.
 */
const zodModules = import.meta.glob<Record<string, unknown>>('../../src/api/generated/zod/**/*.zod.ts', {
  eager: true,
});
const zodExports: Record<string, unknown> = Object.assign({}, ...Object.values(zodModules)) as Record<string, unknown>;
const { operations, doc } = await loadContract();

let client: AxiosInstance;
let prismUrl: string;

beforeAll(async () => {
  prismUrl = await startPrism(await freePort());
  client = createHttpClient({
    baseURL: prismUrl,
    context: () =>
      createApiContext({
        brandId: 'demo',
        auth: {
          get: () => ({ accessToken: 'contract-test', refreshToken: 'r' }),
          set() {},
          clear() {},
          rememberPath() {},
        },
      }),
  });
});
afterAll(stopAll);

/** A logged-in client on Prism that counts token refreshes (SPEC 7: one refresh, one retry on E100110206). */
function loggedInClient() {
  let refreshes = 0;
  const context = createApiContext({
    brandId: 'demo',
    auth: {
      get: () => ({ accessToken: 'contract-test', refreshToken: 'r' }),
      set: () => void refreshes++,
      clear() {},
      rememberPath() {},
    },
  });
  return { client: createHttpClient({ baseURL: prismUrl, context: () => context }), refreshed: () => refreshes };
}

const LANGUAGES = ['ja', 'en', 'zh-cn', 'zh-tw'];
const errorsCopy = LANGUAGES.map((lng) => ({
  lng,
  json: JSON.parse(readFileSync(join(__dirname, `../../public/locales/${lng}/errors.json`), 'utf8')) as unknown,
}));

/** The translation keys (with language) that are not a string in public/locales/<lng>/errors.json. */
function missingCopy(keys: string[]): string[] {
  const lookup = (node: unknown, key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>((at, part) => (at && typeof at === 'object' ? Reflect.get(at, part) : undefined), node);
  return errorsCopy.flatMap(({ lng, json }) =>
    keys.filter((key) => typeof lookup(json, key) !== 'string').map((key) => `${lng}: ${key}`),
  );
}

function requestFor(op: ContractOperation) {
  let url = op.path;
  const params: Record<string, unknown> = {};
  for (const param of op.parameters) {
    if (param.in === 'path') url = url.replace(`{${param.name}}`, encodeURIComponent(String(sampleValue(param))));
    if (param.in === 'query' && (param.required || param.example !== undefined))
      params[param.name] = sampleValue(param);
  }
  const body = firstExample(op.requestBody?.content?.['application/json']);
  // The app hands camelCase bodies to the client, which converts them to the wire format.
  const data = convertKeys(WIRE_SHAPES, wireOperation(op.operationId)?.q, body, 'in');
  return { url, method: op.method, params, data };
}

const successStatus = (op: ContractOperation) =>
  Object.keys(op.responses).find((status) => /^2\d\d$/.test(status)) ?? '200';

describe('every operation answers with data the generated zod schema accepts', () => {
  it('covers the 48 operations (44 of SPEC 7 + cart validation, v2 menu, menu summaries, LINE login)', () => {
    expect(operations).toHaveLength(48);
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(48);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))('%s', async (operationId, op) => {
    const status = successStatus(op);
    const response = await client.request(requestFor(op));
    expect(response.status).toBe(Number(status));
    const schema = zodExports[`${operationId}${status}Response`] as ZodType | undefined;
    if (status === '204') {
      expect(response.data === '' || response.data === undefined || response.data === null).toBe(true);
      return;
    }
    expect(schema, `zod schema ${operationId}${status}Response`).toBeDefined();
    const result = schema!.safeParse(response.data);
    expect(result.success ? 'valid' : JSON.stringify(result.error.issues.slice(0, 3))).toBe('valid');
  });
});

interface ErrorCase {
  operationId: string;
  status: string;
  example: string;
  code: string;
  op: ContractOperation;
}
const errorCases: ErrorCase[] = operations.flatMap((op) =>
  Object.entries(op.responses)
    .filter(([status]) => /^[45]\d\d$/.test(status))
    .flatMap(([status, response]) =>
      Object.entries(response.content?.['application/json']?.examples ?? {}).map(([example, { value }]) => ({
        operationId: op.operationId,
        status,
        example,
        code: (value as { code: string }).code,
        op,
      })),
    ),
);

/** SPEC 8's error catalogue, all 28 codes. */
const SPEC_ERROR_CODES = [
  'E100400004',
  'E100610002',
  'E100100001',
  'E100700001',
  'E100700002',
  'E100610004',
  'E100610007',
  'E100110306',
  'E100800002',
  'E100800004',
  'E100800003',
  'E100610005',
  'E100100006',
  'E100300004',
  'E100100002',
  'E100610001',
  'E100610003',
  'E100200004',
  'E100200006',
  'E100110406',
  'E100200009',
  'E100200000',
  'E100200010',
  'E100110106',
  'E100110206',
  'E100400002',
  'E100100005',
  'E100110506',
  'E100610009',
];

describe('the error catalogue', () => {
  it('names every code of SPEC 8 as an example on at least one operation (SPEC §8 L379 L380 L381 L382 L383 L384 L385 L386 L387 L388 L389 L390 L391 L392 L393 L394 L395 L396 L397 L398 L399 L400 L401 L402 L403 L404 L405 L406)', () => {
    const codes = new Set(errorCases.map((c) => c.code));
    expect(SPEC_ERROR_CODES.filter((code) => !codes.has(code))).toEqual([]);
    const named = (doc.components as { examples: Record<string, { value: { code: string } }> }).examples;
    expect(new Set(Object.values(named).map((e) => e.value.code))).toEqual(new Set(SPEC_ERROR_CODES));
  });

  // Not Prism's echo of the example: the answer goes through our client and our error mapping (toApiFailure), and
  // the code must reach copy that exists in all four languages, as the error page and modal will look it up.
  it.each(errorCases.map((c) => [`${c.operationId} ${c.status} ${c.example}`, c] as const))('%s', async (_, c) => {
    const { client: recording, refreshed } = loggedInClient();
    const failure = await recording
      .request({ ...requestFor(c.op), headers: { Prefer: `code=${c.status}, example=${c.example}` } })
      .then(
        () => null,
        (e: unknown) => toApiFailure(e),
      );
    expect(failure).toMatchObject({ kind: 'server', status: Number(c.status), code: c.code });
    const copy = errorCopyFor(c.operationId, failure?.code);
    expect(missingCopy([copy.title, copy.text, copy.linkText])).toEqual([]);
    // SPEC 7: an expired access token (401 E100110206) is retried once after a token refresh, then passed on.
    expect(refreshed()).toBe(c.status === '401' && c.code === EXPIRED_ACCESS_TOKEN ? 1 : 0);
  });
});

describe('the wire format is enforced', () => {
  const headers = {
    'x-api-key': 'k',
    'x-brand-id': 'demo',
    'x-platform-code': 'web',
    'content-type': 'application/json',
  };

  it('rejects a cart request with camelCase body keys (400) (SPEC §7 L305b)', async () => {
    const body = { restaurantId: 'r1001', servingType: 'SERVING_TYPE_TAKEOUT', orderItems: [], optionItems: [] };
    const response = await fetch(`${prismUrl}/v1/orders/cart`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(response.status).toBe(400);
  });

  it('accepts the same cart request in snake_case', async () => {
    const body = { restaurant_id: 'r1001', serving_type: 'SERVING_TYPE_TAKEOUT', order_items: [], option_items: [] };
    const response = await fetch(`${prismUrl}/v1/orders/cart`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(response.status).toBe(200);
  });
});
