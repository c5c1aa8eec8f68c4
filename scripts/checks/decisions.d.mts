export const ROOT: string;
export const START: string;
export const END: string;
export interface Decision {
  area: string;
  file: string;
  line: number;
  text: string;
}
export function decisionsIn(source: string): { line: number; text: string }[];
export function collectDecisions(root?: string): Decision[];
export function renderDecisions(decisions?: Decision[]): string;
export function withDecisions(markdown: string, list: string): string;
