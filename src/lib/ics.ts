/**
 * A one-event iCalendar file (RFC 5545), built as a pure string: the order complete page's "add to calendar"
 * (issue 27 item 6). Lines end in CRLF, text values are escaped (backslash, semicolon, comma, line breaks) and
 * folded at 75 octets without splitting a character, times are UTC ("…Z"), so every calendar reads the same instant.
 */

/** A time input: ISO string, epoch ms or Date. */
type Instant = string | number | Date;

/** The event of the file. */
export interface CalendarEvent {
  /** Globally unique id of the event (the same order gives the same id, so a second import updates it). */
  readonly uid: string;
  /** When the file is made (DTSTAMP). */
  readonly stamp: Instant;
  readonly start: Instant;
  readonly durationMinutes: number;
  readonly summary: string;
  readonly location?: string | null;
  readonly description?: string | null;
  /** An absolute address for the event (URL property). */
  readonly url?: string | null;
}

const PRODUCT_ID = '-//Order ahead//Order complete 4.1.5//EN';
const MAX_OCTETS = 75;
const MINUTE_MS = 60_000;

/** 'YYYYMMDDTHHMMSSZ' of an instant, or null when it is not a valid time. */
export function icsUtcTime(input: Instant): string | null {
  const date = new Date(input);
  if (Number.isNaN(date.getTime())) return null;
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A TEXT value escaped as RFC 5545 §3.3.11 asks: `\\`, `\;`, `\,` and `\n` for a line break. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Length(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/** A content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with one space; characters stay whole. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The .ics file of one event; null when its start or stamp is not a valid time or its duration not positive. */
export function buildIcs(event: CalendarEvent): string | null {
  const start = icsUtcTime(event.start);
  const stamp = icsUtcTime(event.stamp);
  if (!start || !stamp || !(event.durationMinutes > 0)) return null;
  const end = icsUtcTime(new Date(event.start).getTime() + event.durationMinutes * MINUTE_MS);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `SUMMARY:${icsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A `data:` address of an .ics file, for a download link (no script, no object URL to revoke). */
export function icsDataHref(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
