import { describe, expect, it } from 'vitest';
import { receiveLabel } from './menu-receive-label';

const NOW = '2026-11-21T22:00:00+09:00';
/** The mock's late-night receive window (23:30–25:00 on the 21st). */
const MOCK_LATE_NIGHT = [{ beginTime: '2026-11-21T23:30:00+09:00', endTime: '2026-11-22T01:00:00+09:00' }];
const chosen = (receiveTime: string) => ({ receiveTimeType: 'time_specification', receiveTime });

describe('the chosen receive time on the menu list (SPEC 9 H:mm, 24:xx past midnight inside a late-night window)', () => {
  it.each([
    ['nothing stored', null, null],
    ['now', { receiveTimeType: 'now', receiveTime: null }, { kind: 'now' }],
    ['chosen without a time', { receiveTimeType: 'time_specification', receiveTime: null }, { kind: 'now' }],
    ['chosen with an unreadable time', chosen('soon'), { kind: 'now' }],
    ['tonight', chosen('2026-11-21T23:30:00+09:00'), { kind: 'today', time: '23:30' }],
    ['past midnight in the late-night window', chosen('2026-11-22T00:30:00+09:00'), { kind: 'today', time: '24:30' }],
    [
      'tomorrow noon',
      { receiveTimeType: 'later_date', receiveTime: '2026-11-22T12:00:00+09:00' },
      { kind: 'otherDay', date: '11/22', time: '12:00' },
    ],
  ] as const)('%s', (_n, stored, out) => {
    expect(receiveLabel(stored, NOW, MOCK_LATE_NIGHT)).toEqual(out);
  });

  it('without the windows a time past midnight reads on its own date: 11/22 0:30', () => {
    expect(receiveLabel(chosen('2026-11-22T00:30:00+09:00'), NOW)).toEqual({
      kind: 'otherDay',
      date: '11/22',
      time: '0:30',
    });
  });
});

/** Wednesday 2026-11-25 / Thursday 2026-11-26 (issue 27). */
const jst = (date: string, hm: string) => `${date}T${hm}:00+09:00`;
const WED = '2026-11-25';
const THU = '2026-11-26';
const WINDOWS = [
  { beginTime: jst(WED, '23:30'), endTime: jst(THU, '01:00') },
  { beginTime: jst(THU, '07:00'), endTime: jst(THU, '10:00') },
];

describe('issue 27 "Morning times read as yesterday\'s": the day changes at local midnight', () => {
  it('at 07:00 on Thursday a 7:15 choice reads today 7:15 (not 31:15 of Wednesday)', () => {
    expect(receiveLabel(chosen(jst(THU, '07:15')), jst(THU, '07:00'), WINDOWS)).toEqual({
      kind: 'today',
      time: '7:15',
    });
  });

  describe('chosen at each hour, seen at 22:00 on Wednesday with the late-night window 23:30–25:00', () => {
    it.each([
      [jst(WED, '23:59'), { kind: 'today', time: '23:59' }],
      [jst(THU, '00:00'), { kind: 'today', time: '24:00' }],
      [jst(THU, '00:30'), { kind: 'today', time: '24:30' }],
      [jst(THU, '07:00'), { kind: 'otherDay', date: '11/26', time: '7:00' }],
      [jst(THU, '08:59'), { kind: 'otherDay', date: '11/26', time: '8:59' }],
      [jst(THU, '09:00'), { kind: 'otherDay', date: '11/26', time: '9:00' }],
    ])('%s → %j', (time, out) => {
      expect(receiveLabel(chosen(time), jst(WED, '22:00'), WINDOWS)).toEqual(out);
    });
  });

  describe('a 9:30 Thursday choice seen at each hour: today from local midnight on', () => {
    it.each([
      [jst(WED, '23:59'), { kind: 'otherDay', date: '11/26', time: '9:30' }],
      [jst(THU, '00:00'), { kind: 'today', time: '9:30' }],
      [jst(THU, '00:30'), { kind: 'today', time: '9:30' }],
      [jst(THU, '07:00'), { kind: 'today', time: '9:30' }],
      [jst(THU, '08:59'), { kind: 'today', time: '9:30' }],
      [jst(THU, '09:00'), { kind: 'today', time: '9:30' }],
    ])('now %s → %j', (now, out) => {
      expect(receiveLabel(chosen(jst(THU, '09:30')), now, WINDOWS)).toEqual(out);
    });
  });

  it("seen after midnight, a late-night choice keeps its window's date: 11/25 24:30", () => {
    expect(receiveLabel(chosen(jst(THU, '00:30')), jst(THU, '00:10'), WINDOWS)).toEqual({
      kind: 'otherDay',
      date: '11/25',
      time: '24:30',
    });
  });
});
