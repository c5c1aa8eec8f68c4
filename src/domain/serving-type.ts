import type { ServingType as GeneratedServingType } from '@/api/generated/models';

/** Serving types as kept in storage and queries (SPEC 3 "In queries and storage: takeout and eat_in"). */
export const SERVING_TYPES = ['takeout', 'eat_in'] as const;
/** A serving type in storage/query form. */
export type ServingType = (typeof SERVING_TYPES)[number];
/** Serving type as the API names it (SPEC 3): the contract's type. */
export type ApiServingType = GeneratedServingType;
/** The eating_location address value (SPEC 2 "eating_location takes eat-in or takeout"). */
export type EatingLocationParam = 'takeout' | 'eat-in';

/** Default serving type (SPEC 2 "The default is takeout", SPEC 3 "servingType (takeout default)"). */
export const DEFAULT_SERVING_TYPE: ServingType = 'takeout';

/** The query name carrying the serving type on the address (SPEC 2). */
export const EATING_LOCATION_PARAM = 'eating_location';

// Decision: any of the three spellings (eat-in, eat_in, SERVING_TYPE_EAT_IN), case-insensitively, mean eat-in;
// everything else, including a missing value, means takeout.
/** Parses any spelling of a serving type, defaulting to takeout. */
export function parseServingType(value: string | null | undefined): ServingType {
  const v = value?.trim().toLowerCase();
  return v === 'eat-in' || v === 'eat_in' || v === 'serving_type_eat_in' ? 'eat_in' : 'takeout';
}

/** Serving type → eating_location address value. */
export function toEatingLocationParam(type: ServingType): EatingLocationParam {
  return type === 'eat_in' ? 'eat-in' : 'takeout';
}

/** Serving type → API enum. */
export function toApiServingType(type: ServingType): ApiServingType {
  return type === 'eat_in' ? 'SERVING_TYPE_EAT_IN' : 'SERVING_TYPE_TAKEOUT';
}

/**
 * Whether switching the serving type must ask for a receive time. Decision: eat-in is always immediate, takeout has a
 * receive time of its own ("now" or a chosen time), so a switch to takeout asks for it instead of silently keeping
 * "now" (issue 16 item 8); a switch to eat-in needs nothing.
 */
export function switchAsksReceiveTime(from: ServingType, to: ServingType): boolean {
  return from === 'eat_in' && to === 'takeout';
}
