// Printing for the load benchmark: small fixed-width tables, number formats, and the budgets (PASS / FAIL lines, INFO
// lines that are no budget, and the closing `budgets: N passed, M failed`).

export const ms = (n) =>
  Number.isFinite(n) ? (n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${Math.round(n)} ms`) : '—';
export const mb = (n) => (Number.isFinite(n) ? `${n.toFixed(0)} MB` : '—');
export const kb = (n) => (Number.isFinite(n) ? `${(n / 1024).toFixed(0)} kB` : '—');
export const num = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
export const pct = (n) => (Number.isFinite(n) ? `${n >= 0 ? '+' : ''}${n.toFixed(1)} %` : '—');

/** "200×812 500×3 ECONNRESET×2": the answers by status, then the errors by kind. */
export function statusMix({ statuses = {}, errorKinds = {} }) {
  const parts = [
    ...Object.entries(statuses).sort(([a], [b]) => Number(a) - Number(b)),
    ...Object.entries(errorKinds).sort(([, a], [, b]) => b - a),
  ].map(([name, count]) => `${name}×${count}`);
  return parts.length > 0 ? parts.join(' ') : 'none';
}

/** Prints `rows` (arrays of cells) under `title` with `columns` ([name, width, align 'l' | 'r']). */
export function table(title, columns, rows) {
  const cell = (value, [, width, align]) =>
    align === 'l' ? String(value).padEnd(width) : String(value).padStart(width);
  console.log(`\n=== ${title} ===`);
  console.log(columns.map((column) => cell(column[0], column)).join('  '));
  for (const row of rows) console.log(row.map((value, i) => cell(value, columns[i])).join('  '));
}

/** The budgets of one run: check() prints a PASS / FAIL line, summary() the totals. */
export function createBudgets() {
  const results = [];
  return {
    check(name, passed, detail) {
      results.push(passed);
      console.log(`${passed ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
    },
    /** A figure printed beside the budgets for information: not a budget, not counted. */
    info(name, detail) {
      console.log(`INFO  ${name}: ${detail}`);
    },
    /** A budget whose phase did not run (skipped with LOAD_PHASES) or broke: not counted. */
    skip(name, why) {
      console.log(`SKIP  ${name}: ${why}`);
    },
    summary() {
      const passed = results.filter(Boolean).length;
      console.log(`\nbudgets: ${passed} passed, ${results.length - passed} failed`);
    },
  };
}
