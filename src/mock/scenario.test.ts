import { describe, expect, it } from 'vitest';
import {
  cookiesForScenario,
  cookieString,
  EMPTY_SCENARIO,
  formatLink,
  parseLink,
  readCookies,
  scenarioFromCookies,
  scenarioLabel,
  type MockScenario,
} from './scenario';

const full: MockScenario = {
  operation: { operationId: 'updateCart', status: 409, example: 'itemSoldOut' },
  time: 'afterMidnight',
  brand: 'demoNoContact',
};

describe('dev kit scenario (cookies and ?mock= links)', () => {
  it('writes and reads back a link', () => {
    expect(formatLink(full)).toBe('op:updateCart:409:itemSoldOut,time:afterMidnight,brand:demoNoContact');
    expect(parseLink(formatLink(full))).toEqual(full);
    expect(formatLink(EMPTY_SCENARIO)).toBe('');
  });

  it.each([
    ['reset', EMPTY_SCENARIO],
    ['', EMPTY_SCENARIO],
    ['time:yesterday,brand:evil,op:x', EMPTY_SCENARIO],
    [
      'op:getMenuItem:404:resourceNotFound',
      { ...EMPTY_SCENARIO, operation: { operationId: 'getMenuItem', status: 404, example: 'resourceNotFound' } },
    ],
    ['op:updateCart:409:item<script>', EMPTY_SCENARIO],
    ['time:closed', { ...EMPTY_SCENARIO, time: 'closed' }],
  ])('parseLink(%j) drops what it does not know', (link, expected) => {
    expect(parseLink(link)).toEqual(expected);
  });

  it('sets cookies for the mock layer and the brand call; an empty scenario deletes them', () => {
    expect(cookiesForScenario(full)).toEqual([
      ['mock_scenario', 'updateCart:409:itemSoldOut'],
      ['mock_time', 'afterMidnight'],
      ['mock_prefer', '/v1/brands/|example=demoNoContact'],
    ]);
    expect(cookiesForScenario({ ...EMPTY_SCENARIO, time: 'now' })).toEqual([
      ['mock_scenario', null],
      ['mock_time', null],
      ['mock_prefer', null],
    ]);
    expect(cookieString('mock_time', 'closed')).toBe('mock_time=closed; path=/; samesite=lax');
    expect(cookieString('mock_time', null)).toBe('mock_time=; path=/; max-age=0; samesite=lax');
  });

  it('reads the scenario back from document.cookie', () => {
    const text = cookiesForScenario(full)
      .map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`)
      .join('; ');
    expect(scenarioFromCookies(readCookies(`lang=en; ${text}; broken=%E0%A4%A`))).toEqual(full);
    // A hand-written mock_prefer that is not the panel's brand value is not shown as a brand.
    expect(scenarioFromCookies(readCookies('mock_prefer=code%3D500')).brand).toBeNull();
  });

  it('labels the badge', () => {
    expect(scenarioLabel(full)).toBe('updateCart 409 itemSoldOut · afterMidnight · demoNoContact');
    expect(scenarioLabel({ ...EMPTY_SCENARIO, time: 'closed' })).toBe('closed');
  });
});
