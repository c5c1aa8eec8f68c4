// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useShellStore } from '@/features/layout/shell-store';
import { clearStoredReceiveTimes, useReceiveTime } from './use-receive-time';
import { clearStoredServingType, readStoredServingType, useServingType, useStoredServingType } from './use-serving-type';

beforeEach(() => {
  sessionStorage.clear();
  act(() => {
    clearStoredServingType();
    clearStoredReceiveTimes();
    useShellStore.getState().setServingType('takeout');
  });
});

describe('useServingType', () => {
  it('defaults to takeout without a stored choice, and nothing is stored', () => {
    const { result } = renderHook(() => [useServingType()[0], useStoredServingType()] as const);
    expect(result.current).toEqual(['takeout', null]);
    expect(sessionStorage.getItem('servingType')).toBeNull();
  });

  it('the setter stores in session storage and moves the header radios', () => {
    const { result } = renderHook(() => useServingType());
    act(() => result.current[1]('eat_in'));
    expect(result.current[0]).toBe('eat_in');
    expect(sessionStorage.getItem('servingType')).toBe('"eat_in"');
    expect(useShellStore.getState().servingType).toBe('eat_in');
  });

  it('a change of the header radios (shell store) is stored', () => {
    const { result } = renderHook(() => useServingType());
    act(() => useShellStore.getState().setServingType('eat_in'));
    expect(readStoredServingType()).toBe('eat_in');
    expect(result.current[0]).toBe('eat_in');
  });

  it('a stored choice is pushed into the header radios', () => {
    sessionStorage.setItem('servingType', '"eat_in"');
    renderHook(() => useServingType());
    expect(useShellStore.getState().servingType).toBe('eat_in');
  });

  it('corrupt stored data reads as no choice', () => {
    sessionStorage.setItem('servingType', '"delivery"');
    const { result } = renderHook(() => useStoredServingType());
    expect(result.current).toBeNull();
  });
});

describe('useReceiveTime', () => {
  it('reads, stores and clears selectReceiveTimes, re-rendering every reader', () => {
    const a = renderHook(() => useReceiveTime());
    const b = renderHook(() => useReceiveTime());
    expect(a.result.current[0]).toBeNull();
    act(() => a.result.current[1]({ receiveTimeType: 'time_specification', receiveTime: '2026-11-21T15:30:00.000Z' }));
    expect(b.result.current[0]).toEqual({ receiveTimeType: 'time_specification', receiveTime: '2026-11-21T15:30:00.000Z' });
    expect(JSON.parse(sessionStorage.getItem('selectReceiveTimes')!)).toEqual(b.result.current[0]);
    act(() => b.result.current[1](null));
    expect(a.result.current[0]).toBeNull();
    expect(sessionStorage.getItem('selectReceiveTimes')).toBeNull();
  });
});
