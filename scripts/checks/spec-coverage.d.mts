export const ROOT: string;
export const STATEMENTS_FILE: string;
export const SPEC_FILE: string;
export const TEST_FILE_PATTERNS: RegExp[];
export interface Statement {
  id: string;
  line: number;
  section: number;
  quote: string;
  deviation?: string;
}
export interface Title {
  kind: 'test' | 'describe';
  title: string;
  line: number;
  path: string[];
  tagSource?: string;
}
export interface TestRef {
  file: string;
  line: number;
  kind: 'test' | 'describe';
  path: string[];
}
export interface Coverage {
  tests: Map<string, TestRef[]>;
  tagErrors: string[];
  sectionNotes: string[];
}
export function testFiles(root?: string): string[];
export function titlesIn(sourceText: string, fileName?: string): Title[];
export function tagsIn(title: string): { tags: { section: number | null; id: string }[]; errors: string[] };
export function sectionsOfLines(specText: string): number[];
export function loadStatements(yamlText: string): Statement[];
export function driftProblems(statements: Statement[], specText: string): string[];
export function mapCoverage(statements: Statement[], files: { file: string; titles: Title[] }[]): Coverage;
export function report(
  statements: Statement[],
  coverage: Coverage,
  options?: { drift?: string[]; specNote?: string | null; brief?: boolean },
): { text: string; ok: boolean };
export function run(options?: { root?: string; brief?: boolean }): { text: string; ok: boolean };
