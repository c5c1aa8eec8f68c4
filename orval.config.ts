import { defineConfig } from 'orval';
import { loadContractForCodegen } from './scripts/codegen/camelize-spec';

/**
 * Code generation from the contract. Output goes to src/api/generated/ and is committed; `npm run generate`
 * rewrites it and the test command fails when the committed files differ (scripts/codegen/check-fresh.mjs).
 * Never edit generated files by hand: change openapi.yaml or this file.
 */
const input = { target: loadContractForCodegen('./openapi.yaml') };
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
        mutator: { path: './src/api/http-client.ts', name: 'customInstance' },
        query: { useQuery: true, signal: true },
      },
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
