import { describe, expect, it } from 'vitest';
import { isOutsideOrderableTime } from './orderable-time';

describe('isOutsideOrderableTime (SPEC §4 L204)', () => {
  const now = new Date('2025-05-01T03:00:00Z');
  it.each([
    ['no ranges: no restriction', undefined, false],
    ['empty ranges: no restriction', [], false],
    ['inside a range', [{ beginTime: '2025-05-01T02:00:00Z', endTime: '2025-05-01T04:00:00Z' }], false],
    ['begin is inclusive', [{ beginTime: '2025-05-01T03:00:00Z', endTime: '2025-05-01T04:00:00Z' }], false],
    ['end is exclusive', [{ beginTime: '2025-05-01T01:00:00Z', endTime: '2025-05-01T03:00:00Z' }], true],
    ['outside every range', [{ beginTime: '2025-05-01T05:00:00Z', endTime: '2025-05-01T06:00:00Z' }], true],
    [
      'inside the second range',
      [
        { beginTime: '2025-05-01T05:00:00Z', endTime: '2025-05-01T06:00:00Z' },
        { beginTime: '2025-05-01T00:00:00Z', endTime: '2025-05-01T12:00:00Z' },
      ],
      false,
    ],
  ])('%s', (_name, ranges, expected) => {
    expect(isOutsideOrderableTime(ranges, now)).toBe(expected);
  });
});
