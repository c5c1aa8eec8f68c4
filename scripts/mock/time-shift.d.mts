export const DESIGN_NOW: string;
export const MOCK_TIME_PRESETS: Readonly<
  Record<'now' | 'lastOrder' | 'afterMidnight' | 'tomorrowMorning' | 'closed', string>
>;
export function designMoment(value: unknown): string;
export function shiftDelta(nowMs: number, moment: string): number;
export function shiftDateTime(text: string, deltaMs: number): string;
export function shiftDateTimes<T>(value: T, deltaMs: number): T;
export function shiftQuery(search: string, deltaMs: number): string;
export function designNowFor(nowMs: number, deltaMs: number): string;
