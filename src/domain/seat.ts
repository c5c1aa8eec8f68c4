import { SEAT_TTL_MS } from './constants';
import type { TypedStorage } from './storage';
import type { STORAGE_KEYS } from './storage-keys';

// Decision: the seat travels as `seatNo`; the snake_case `seat_no` is accepted too. When both are present the
// first non-empty one in the query wins.
/** Query names that carry a seat number (SPEC 2 "A seat number may be carried on the address"). */
export const SEAT_QUERY_PARAMS = ['seatNo', 'seat_no'] as const;

/** A storage with (at least) the seat key: the typed storage, or the stores over it. */
type SeatStorage = Pick<TypedStorage<Pick<typeof STORAGE_KEYS, 'seatNo'>>, 'get' | 'set'>;

function splitUrl(url: string): { base: string; query: string; hash: string } {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const rest = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = rest.indexOf('?');
  return queryAt >= 0
    ? { base: rest.slice(0, queryAt), query: rest.slice(queryAt + 1), hash }
    : { base: rest, query: '', hash };
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function paramName(part: string): string {
  const eq = part.indexOf('=');
  return decode(eq >= 0 ? part.slice(0, eq) : part);
}

const isSeatParam = (part: string) => SEAT_QUERY_PARAMS.some((name) => name === paramName(part));

/** Reads the seat number from an address (absolute or path), or null. */
export function readSeatFromUrl(url: string): string | null {
  const { query } = splitUrl(url);
  for (const part of query.split('&')) {
    if (!isSeatParam(part)) continue;
    const value = decode(part.slice(part.indexOf('=') + 1)).trim();
    if (part.includes('=') && value) return value;
  }
  return null;
}

/** Removes every seat query parameter, leaving the rest of the address byte-for-byte as it was. */
export function stripSeatFromUrl(url: string): string {
  const { base, query, hash } = splitUrl(url);
  const kept = query.split('&').filter((part) => part !== '' && !isSeatParam(part));
  return `${base}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
}

/** Stores the seat number with its restaurant for 24 hours (SPEC 4, SPEC 9). */
export function saveSeat(storage: SeatStorage, seatNo: string, restaurantId: string): boolean {
  return storage.set('seatNo', { seatNo, restaurantId }, { ttlMs: SEAT_TTL_MS });
}

/** The stored seat number, only when it was stored for the current restaurant (SPEC 4). */
export function getSeat(storage: SeatStorage, restaurantId: string | null | undefined): string | null {
  const record = storage.get('seatNo');
  return record && restaurantId && record.restaurantId === restaurantId ? record.seatNo : null;
}

/** Takes a seat number off the address: stores it for the restaurant and returns the cleaned address. */
export function captureSeatFromUrl(storage: SeatStorage, url: string, restaurantId: string | null | undefined): string {
  const seatNo = readSeatFromUrl(url);
  if (seatNo === null) return url;
  if (restaurantId) saveSeat(storage, seatNo, restaurantId);
  return stripSeatFromUrl(url);
}
