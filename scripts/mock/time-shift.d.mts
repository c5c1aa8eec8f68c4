export const DESIGN_NOW: string;
export const MOCK_TIME_PRESETS: Readonly<
  Record<'now' | 'lastOrder' | 'afterMidnight' | 'tomorrowMorning' | 'closed', string>
>;
export const BUSINESS_DAY_START_HOUR: number;
export function businessDayNumber(ms: number): number;
export function designMoment(value: unknown): string;
export function shiftDelta(nowMs: number, moment: string): number;
export function clockFrom(value: unknown): number | null;
export function shiftDateTime(text: string, deltaMs: number): string;
export function shiftDateTimes<T>(value: T, deltaMs: number): T;
export function shiftQuery(search: string, deltaMs: number): string;
export function designNowFor(nowMs: number, deltaMs: number): string;
