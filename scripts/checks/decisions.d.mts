export const ROOT: string;
export const TABLE_FILE: string;
export interface Decision {
  area: string;
  file: string;
  line: number;
  text: string;
}
export interface DecisionRow {
  statement: string;
  reading: string;
  file: string;
  line: number;
  tests: string[];
}
export function decisionsIn(source: string): { line: number; text: string }[];
export function collectDecisions(root?: string): Decision[];
export function statementOf(
  text: string,
  statements: { id: string; section: number; quote: string }[],
): { sections: number[]; ids: string[] };
export function siblingTest(file: string, root?: string): string | undefined;
export function decisionRows(root?: string): DecisionRow[];
export function renderTable(rows?: DecisionRow[]): string;
export function linkedFiles(markdown: string): string[];
export const ADR_DIR: string;
export interface Adr {
  file: string;
  number: string;
  title: string;
  status: string;
}
export function listAdrs(root?: string): Adr[];
export function renderAdrIndex(adrs?: Adr[]): string;
