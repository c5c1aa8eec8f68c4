// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The address as Next's router shows it: read from window.location (replaceState updates it, as in the app).
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(window.location.search) }));
import { clearStoredReceiveTimes, useReceiveTime } from './use-receive-time';
import {
  clearStoredServingType,
  readStoredServingType,
  useServingType,
  useStoredServingType,
} from './use-serving-type';

beforeEach(() => {
  sessionStorage.clear();
  act(() => {
    clearStoredServingType();
    clearStoredReceiveTimes();
  });
  window.history.replaceState(null, '', '/');
});

describe('useServingType', () => {
  it('defaults to takeout without a stored choice, and nothing is stored (SPEC §2 L55a §3 L142a)', () => {
    const { result } = renderHook(() => [useServingType()[0], useStoredServingType()] as const);
    expect(result.current).toEqual(['takeout', null]);
    expect(sessionStorage.getItem('servingType')).toBeNull();
  });

  it('the setter stores the choice; without eating_location the address is left alone (SPEC §3 L195i)', () => {
    const { result } = renderHook(() => useServingType());
    act(() => result.current[1]('eat_in'));
    expect(result.current[0]).toBe('eat_in');
    expect(sessionStorage.getItem('servingType')).toBe('"eat_in"');
    expect(window.location.search).toBe('');
  });

  it("the address's eating_location wins over the stored choice", () => {
    sessionStorage.setItem('servingType', '"takeout"');
    window.history.replaceState(null, '', '/restaurants/r1/menus/m1?eating_location=eat-in');
    const { result } = renderHook(() => useServingType());
    expect(result.current[0]).toBe('eat_in');
  });

  it('on an address with eating_location the setter rewrites it (the header radios on a menu page)', () => {
    window.history.replaceState(null, '', '/restaurants/r1/menus/m1?eating_location=eat-in&x=1');
    const { result } = renderHook(() => useServingType());
    act(() => result.current[1]('takeout'));
    expect(window.location.search).toBe('?eating_location=takeout&x=1');
    expect(readStoredServingType()).toBe('takeout');
  });

  it('corrupt stored data reads as no choice', () => {
    sessionStorage.setItem('servingType', '"delivery"');
    const { result } = renderHook(() => useStoredServingType());
    expect(result.current).toBeNull();
  });
});

describe('useReceiveTime', () => {
  it('reads, stores and clears selectReceiveTimes, re-rendering every reader (SPEC §3 L195l)', () => {
    const a = renderHook(() => useReceiveTime());
    const b = renderHook(() => useReceiveTime());
    expect(a.result.current[0]).toBeNull();
    act(() => a.result.current[1]({ receiveTimeType: 'time_specification', receiveTime: '2026-11-21T15:30:00.000Z' }));
    expect(b.result.current[0]).toEqual({
      receiveTimeType: 'time_specification',
      receiveTime: '2026-11-21T15:30:00.000Z',
    });
    expect(JSON.parse(sessionStorage.getItem('selectReceiveTimes')!)).toEqual(b.result.current[0]);
    act(() => b.result.current[1](null));
    expect(a.result.current[0]).toBeNull();
    expect(sessionStorage.getItem('selectReceiveTimes')).toBeNull();
  });
});
