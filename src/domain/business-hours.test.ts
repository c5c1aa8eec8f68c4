import { describe, expect, it } from 'vitest';
import { readBusinessHours } from './business-hours';

const day = (time: string) => ({ time, nextDay: false, continued: time });
const nextDay = (time: string, continued: string) => ({ time, nextDay: true, continued });

describe('readBusinessHours', () => {
  it.each([
    ['11:00', '23:00', day('11:00'), day('23:00')],
    ['09:00', '21:30', day('9:00'), day('21:30')],
    ['0:00', '24:00', day('0:00'), day('24:00')],
    ['11:00', '24:00', day('11:00'), day('24:00')],
  ])('reads %s–%s as H:mm on the day (SPEC §9 L429b)', (open, close, openReading, closeReading) => {
    expect(readBusinessHours(open, close)).toEqual({ open: openReading, close: closeReading });
  });

  it.each([
    // The mock's Shibuya restaurant: 11:00–25:00 on weekends, its notice "open until 1:00 a.m.".
    ['11:00', '25:00', day('11:00'), nextDay('1:00', '25:00')],
    ['17:00', '24:30', day('17:00'), nextDay('0:30', '24:30')],
    ['18:00', '29:59', day('18:00'), nextDay('5:59', '29:59')],
    // A close sent before the opening is the next day's too.
    ['11:00', '01:00', day('11:00'), nextDay('1:00', '25:00')],
    ['22:00', '0:15', day('22:00'), nextDay('0:15', '24:15')],
    // Both ends after midnight.
    ['24:30', '27:00', nextDay('0:30', '24:30'), nextDay('3:00', '27:00')],
  ])(
    'reads %s–%s with a closing time past midnight as hour 24+ and on its own calendar day (SPEC §9 L429b, issue 27 item 8)',
    (open, close, openReading, closeReading) => {
      expect(readBusinessHours(open, close)).toEqual({ open: openReading, close: closeReading });
    },
  );

  it.each([
    ['', '23:00'],
    ['11:00', ''],
    ['11', '23:00'],
    ['11:60', '23:00'],
    ['11:00', '49:00'],
    ['abc', 'def'],
  ])('gives null for an unreadable end %j–%j', (open, close) => {
    expect(readBusinessHours(open, close)).toBeNull();
  });
});
