import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@/domain/language';
import { DEV_KIT_COPY, devKitCopy } from './dev-kit-copy';
import { MOCK_TIMES } from '@/mock/scenario';

describe('dev kit copy', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has every key of ja, none empty, and a label for each mock time', (language) => {
    const keys = Object.keys(DEV_KIT_COPY.ja).sort();
    expect(Object.keys(DEV_KIT_COPY[language]).sort()).toEqual(keys);
    expect(Object.values(DEV_KIT_COPY[language]).every((text) => text.trim().length > 0)).toBe(true);
    for (const time of MOCK_TIMES) expect(DEV_KIT_COPY[language][time]).toBeTruthy();
  });

  it('falls back to ja for an unknown language', () => {
    expect(devKitCopy('fr').apply).toBe('適用');
    expect(devKitCopy('en').apply).toBe('Apply');
  });
});
