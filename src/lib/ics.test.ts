import { describe, expect, it } from 'vitest';
import { buildIcs, foldIcsLine, icsDataHref, icsText, icsUtcTime, type CalendarEvent } from './ics';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('icsUtcTime: the instant in UTC, YYYYMMDDTHHMMSSZ', () => {
  it.each([
    ['23:30 JST is 14:30 UTC the same day', '2026-11-21T23:30:00+09:00', '20261121T143000Z'],
    ['0:30 JST is 15:30 UTC the day before', '2026-11-22T00:30:00+09:00', '20261121T153000Z'],
    ['07:00 JST on Thursday is 22:00 UTC on Wednesday', '2026-11-26T07:00:00+09:00', '20261125T220000Z'],
    ['milliseconds are dropped', '2026-11-21T14:30:15.250Z', '20261121T143015Z'],
    ['epoch ms', Date.UTC(2026, 10, 21, 14, 30), '20261121T143000Z'],
    ['not a time', 'soon', null],
  ])('%s', (_name, input, expected) => {
    expect(icsUtcTime(input)).toBe(expected);
  });
});

describe('icsText: RFC 5545 TEXT escaping', () => {
  it.each([
    ['plain', 'デモ食堂 渋谷店', 'デモ食堂 渋谷店'],
    ['comma and semicolon', 'Shibuya, 1-2-3; Tokyo', 'Shibuya\\, 1-2-3\\; Tokyo'],
    ['backslash first', 'a\\b', 'a\\\\b'],
    ['line breaks of every kind', 'a\nb\r\nc\rd', 'a\\nb\\nc\\nd'],
  ])('%s', (_name, input, expected) => {
    expect(icsText(input)).toBe(expected);
  });
});

describe('foldIcsLine: at most 75 octets per line, characters kept whole', () => {
  it('a short line is left alone', () => {
    expect(foldIcsLine('SUMMARY:Order A-023')).toBe('SUMMARY:Order A-023');
  });

  it.each([
    ['ASCII', `DESCRIPTION:${'x'.repeat(200)}`],
    ['Japanese (3 octets each)', `LOCATION:${'東京都渋谷区道玄坂'.repeat(10)}`],
    ['emoji (4 octets each)', `SUMMARY:${'🍱'.repeat(40)}`],
  ])('%s: every physical line ≤ 75 octets and unfolding gives the line back', (_name, line) => {
    const folded = foldIcsLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const [index, part] of physical.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

const EVENT: CalendarEvent = {
  uid: 'o-20261121-0001@demo.order.example',
  stamp: '2026-11-21T22:00:00+09:00',
  start: '2026-11-21T23:30:00+09:00',
  durationMinutes: 15,
  summary: 'Demo Shokudo: デモ食堂 渋谷店',
  location: 'デモ食堂 渋谷店, 東京都渋谷区道玄坂1-2-3',
  description: '注文番号 A-023\nお持ち帰り',
  url: 'https://demo.order.example/orders/o-20261121-0001',
};

describe('buildIcs: one event of the order', () => {
  it('a calendar with one event: start at the receive time in UTC, 15 minutes, the texts escaped, CRLF lines', () => {
    const ics = buildIcs(EVENT);
    expect(ics).not.toBeNull();
    expect(ics!.endsWith('\r\n')).toBe(true);
    expect(ics!.replace(/\r\n /g, '').split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Order ahead//Order complete 4.1.5//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:o-20261121-0001@demo.order.example',
      'DTSTAMP:20261121T130000Z',
      'DTSTART:20261121T143000Z',
      'DTEND:20261121T144500Z',
      'SUMMARY:Demo Shokudo: デモ食堂 渋谷店',
      'LOCATION:デモ食堂 渋谷店\\, 東京都渋谷区道玄坂1-2-3',
      'DESCRIPTION:注文番号 A-023\\nお持ち帰り',
      'URL:https://demo.order.example/orders/o-20261121-0001',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('an event ending after midnight ends on the next UTC instant (23:50 JST + 15 min = 0:05 JST)', () => {
    const ics = buildIcs({ ...EVENT, start: '2026-11-21T23:50:00+09:00' })!;
    expect(ics).toContain('DTSTART:20261121T145000Z\r\n');
    expect(ics).toContain('DTEND:20261121T150500Z\r\n');
  });

  it('no location, description or URL: those lines are left out', () => {
    const ics = buildIcs({ ...EVENT, location: null, description: '', url: undefined })!;
    expect(ics).not.toMatch(/LOCATION|DESCRIPTION|URL:/);
  });

  it.each([
    ['an invalid start', { start: 'later' }],
    ['an invalid stamp', { stamp: 'now' }],
    ['a zero duration', { durationMinutes: 0 }],
  ])('%s gives no file', (_name, change) => {
    expect(buildIcs({ ...EVENT, ...change })).toBeNull();
  });

  it('icsDataHref: a text/calendar data address that decodes to the file', () => {
    const ics = buildIcs(EVENT)!;
    const href = icsDataHref(ics);
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:text/calendar;charset=utf-8,'.length))).toBe(ics);
  });
});
