import { describe, expect, it } from 'vitest';
import { isPrefectureId } from './prefecture';

describe('prefecture ids 1–47 (SPEC §3 L190)', () => {
  it.each([
    [1, true],
    [47, true],
    ['13', true],
    [0, false],
    [48, false],
    [1.5, false],
    ['013', false],
    ['13.0', false],
    ['', false],
    [null, false],
  ])('id %j → %s', (id, valid) => {
    expect(isPrefectureId(id)).toBe(valid);
  });
});
