/**
 * One structured JSON line per event on stdout (errors on stderr), the format every log collector reads (issue 26).
 * Fields are flat; `time` is ISO 8601 UTC. Nothing personal goes in: no tokens, no bodies, no query strings.
 */
export type LogLevel = 'info' | 'warn' | 'error';

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export type LogSink = (line: string, level: LogLevel) => void;

const defaultSink: LogSink = (line, level) => {
  if (level === 'error') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
};

let sink: LogSink = defaultSink;

/** Writes one JSON line: `{"time","level","msg",...fields}`. */
export function logEvent(level: LogLevel, msg: string, fields: LogFields = {}): void {
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && !(key in entry)) entry[key] = value;
  sink(JSON.stringify(entry), level);
}

/** Replaces where lines go (tests); returns a function that puts the previous sink back. */
export function setLogSink(next: LogSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

/** A request id safe to log and forward: the caller's when it is a plain token, else a new one. */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && /^[\w.:-]{8,128}$/.test(incoming) ? incoming : crypto.randomUUID();
}

export const REQUEST_ID_HEADER = 'x-request-id';
