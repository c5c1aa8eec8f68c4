import { describe, expect, it } from 'vitest';
import { mockCallHeaders } from './call-headers';

const MOCK = { MOCK_MODE: '1' };
const REAL = { API_ORIGIN: 'https://api.example', MOCK_MODE: '0' };
const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];

describe("mockCallHeaders: one rule for the proxy's forwarding and the server render's own calls", () => {
  it('copies the mock_prefer cookie into Prefer, scoped to the path it names', () => {
    const cookie = jar({ mock_prefer: encodeURIComponent('/v1/restaurants/r1001|code=404') });
    expect(mockCallHeaders('/v1/restaurants/r1001', cookie, MOCK)).toContainEqual(['prefer', 'code=404']);
    expect(mockCallHeaders('/v1/brands/demo', cookie, MOCK).find(([name]) => name === 'prefer')).toBeFalsy();
  });

  it("forwards the dev kit's mock time, scenario and session cookies as the mock layer's headers", () => {
    const cookie = jar({ mock_time: 'lastOrder', mock_scenario: 'getMenu:200:soldOut', mock_session: 's1' });
    const headers = new Map(mockCallHeaders('/v1/restaurants', cookie, MOCK));
    expect(headers.get('x-mock-time')).toBe('lastOrder');
    expect(headers.get('x-mock-scenario')).toBe('getMenu:200:soldOut');
    expect(headers.get('x-mock-session')).toBe('s1');
  });

  it('adds nothing against a real backend, whatever the cookies say', () => {
    const cookie = jar({ mock_prefer: 'code%3D500', mock_time: 'closed' });
    expect(mockCallHeaders('/v1/restaurants', cookie, REAL)).toEqual([]);
  });
});
