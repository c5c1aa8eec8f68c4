// The few lines of a failed step's output that say what failed (test titles and their first error line), for the end
// of `npm test`: a CI record that keeps only the last lines of a run still names the failing tests.

// eslint-disable-next-line no-control-regex -- ANSI colour codes are control characters by definition
const ansi = /\u001b\[[0-9;]*m/g;

/** Lines that name a failure: Playwright's `1) [chromium] › file:line › title` and `✘`, Vitest's `FAIL`. */
const failureLine = /^\s*(?:\d+\) \[|✘|FAIL\s)/;
/** The first line of what went wrong under such a title. */
const errorLine = /^\s*(?:Error|AssertionError|TypeError|TimeoutError|expect\(|Test timeout|Timed out)/;

/** A failure line without its numbering, status mark and duration, so the running and the summary lines agree. */
function titleOf(line) {
  const bracket = line.indexOf('[');
  const bare = bracket >= 0 && /^(?:\d+\)|✘)/.test(line) ? line.slice(bracket) : line;
  return bare.replace(/[\s─]+$/, '').replace(/\s+\(?\d+(?:\.\d+)?m?s\)?$/, '');
}

/**
 * At most `limit` lines: each failing test once (Playwright names it while running and again in its summary), each
 * followed by the first error line found under any of its mentions, cut to `width` characters.
 */
export function failureDigest(output, { limit = 12, width = 180 } = {}) {
  const lines = output.replace(ansi, '').split(/\r?\n/);
  const errors = new Map();
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (!failureLine.test(line)) return;
    const title = titleOf(line);
    const error = lines.slice(index + 1, index + 30).find((next) => errorLine.test(next));
    if (!errors.get(title)) errors.set(title, error?.trim());
  });
  const digest = [];
  for (const [title, error] of errors) {
    digest.push(`  ${title}`.slice(0, width));
    if (error) digest.push(`      ${error}`.slice(0, width));
  }
  return digest.slice(0, limit);
}
