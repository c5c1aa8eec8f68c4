import { EATING_LOCATION_PARAM, parseServingType, type ServingType } from '@/domain/serving-type';

/** A page's search parameters as Next hands them to a server component. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a search parameter, or null when absent or empty. */
export function firstParam(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first : null;
}

/** The serving type an address names in `eating_location` (any spelling), takeout when it names none. */
export function addressServingType(query: SearchParams): ServingType {
  return parseServingType(firstParam(query[EATING_LOCATION_PARAM]));
}
