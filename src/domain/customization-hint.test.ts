import { describe, expect, it } from 'vitest';
import { boundsText, groupHint, showsCounter } from './customization-hint';
import type { MultiSelectionSetting } from '@/api/generated/models';
import { customizeGroup, multiSelectionSetting } from './testing/menu-fixtures';
import type { CustomizeGroupNode } from './customization-types';

const multi = (setting: Partial<MultiSelectionSetting> | undefined): CustomizeGroupNode =>
  customizeGroup({
    isMultiSelection: true,
    multiSelectionSetting: setting && multiSelectionSetting(setting),
  });
const frame = { separator: ' / ', prefix: '※' } as const;

describe('groupHint (SPEC §5 L275a)', () => {
  it.each([
    [
      "'min-to-max ... for items'",
      multi({ minItemSelectionCount: 1, maxItemSelectionCount: 3 }),
      { ...frame, items: { min: 1, max: 3 } },
    ],
    ["'or min' for items", multi({ minItemSelectionCount: 2 }), { ...frame, items: { min: 2 } }],
    [
      "'and likewise for totals'",
      multi({ minTotalSelectionCount: 1, maxTotalSelectionCount: 5 }),
      { ...frame, totals: { min: 1, max: 5 } },
    ],
    [
      "'The two are joined with / and prefixed by a reference mark'",
      multi({
        minItemSelectionCount: 1,
        maxItemSelectionCount: 2,
        minTotalSelectionCount: 2,
        maxTotalSelectionCount: 4,
      }),
      { ...frame, items: { min: 1, max: 2 }, totals: { min: 2, max: 4 } },
    ],
    ['a max alone reads 0-to-max', multi({ maxTotalSelectionCount: 4 }), { ...frame, totals: { min: 0, max: 4 } }],
    ['no limits: no hint', multi({ showCounter: true }), null],
    ['no setting: no hint', multi(undefined), null],
    [
      'a radio group: no hint',
      customizeGroup({ multiSelectionSetting: multiSelectionSetting({ minItemSelectionCount: 1 }) }),
      null,
    ],
  ])('%s', (_name, group, expected) => {
    expect(groupHint(group)).toEqual(expected);
  });

  it.each([
    ['min-to-max', { min: 1, max: 3 }, '1〜3'],
    ['min only', { min: 2 }, '2'],
    ['equal min and max: one number', { min: 2, max: 2 }, '2'],
  ])('boundsText: %s', (_name, bounds, expected) => {
    expect(boundsText(bounds)).toBe(expected);
  });

  it('boundsText takes another range mark', () => {
    expect(boundsText({ min: 1, max: 3 }, '-')).toBe('1-3');
  });
});

describe('showsCounter (SPEC §5 L275b)', () => {
  it.each([
    [
      "'A counter shows when a limit exists and min is not 0' (totals)",
      multi({ minTotalSelectionCount: 1, maxTotalSelectionCount: 3 }),
      true,
    ],
    ['items dimension', multi({ minItemSelectionCount: 2, maxItemSelectionCount: 3 }), true],
    ['min 0 with a max: no counter', multi({ maxTotalSelectionCount: 3 }), false],
    ['min without a max: no counter', multi({ minTotalSelectionCount: 2 }), false],
    ['no setting: no counter', multi(undefined), false],
    [
      'single-select group: no counter',
      customizeGroup({
        multiSelectionSetting: multiSelectionSetting({ minTotalSelectionCount: 1, maxTotalSelectionCount: 3 }),
      }),
      false,
    ],
  ])('%s', (_name, group, expected) => {
    expect(showsCounter(group)).toBe(expected);
  });
});
