import { defineConfig } from 'orval';
import { loadContractForCodegen } from './scripts/codegen/camelize-spec';

/**
 * Code generation from the contract. Output goes to src/api/generated/ and is committed; `npm run generate`
 * rewrites it and the test command fails when the committed files differ (scripts/codegen/check-fresh.mjs).
 * Never edit generated files by hand: change openapi.yaml or this file.
 */
const input = { target: loadContractForCodegen('./openapi.yaml') };
/**
 * The faker MSW mocks (component tests, src/test/component-harness.tsx) stop customizations at depth 1. The contract
 * unrolls nesting to depth 3 and ends it with an array of `maxItems: 0`, which orval writes as
 * `faker.number.int({ min: 1, max: 0 })`: every menu, item and order mock threw "Max 0 should be greater than min 1"
 * (and with 1–10 entries per level, three levels would be tens of thousands of choices). Nested choices are tested with
 * the contract's example JSON in mocks/ (the karaage bento nests to depth 3).
 */
const mockProperties = { '/customizeItems\\.\\[\\]\\.customize(Groups|Items)$/': [] };
const afterAllFilesWrite = { command: 'node scripts/codegen/after-generate.mjs', injectGeneratedDirsAndFiles: false };

export default defineConfig({
  client: {
    input,
    output: {
      mode: 'tags-split',
      target: './src/api/generated/endpoints',
      schemas: './src/api/generated/models',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      mock: { type: 'msw', delay: false },
      override: {
        mock: { properties: mockProperties },
        mutator: { path: './src/api/http-client.ts', name: 'customInstance' },
        query: { useQuery: true, signal: true },
      },
    },
    hooks: { afterAllFilesWrite },
  },
  // Decision (issue 29): the plain call functions without the React Query hooks, for code that only calls (the cart
  // read-back every page with a stored cart runs): importing a tag's hook file brought the whole file and React
  // Query's mutation code into that chunk.
  functions: {
    input,
    output: {
      mode: 'tags-split',
      target: './src/api/generated/functions',
      schemas: './src/api/generated/models',
      client: 'axios-functions',
      httpClient: 'axios',
      clean: true,
      override: { mutator: { path: './src/api/http-client.ts', name: 'customInstance' } },
    },
    hooks: { afterAllFilesWrite },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      target: './src/api/generated/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      override: {
        zod: { generateEachHttpStatus: true, dateTimeOptions: { offset: true } },
      },
    },
    hooks: { afterAllFilesWrite },
  },
});
