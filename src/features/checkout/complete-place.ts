// Decision (issue 27 item 6): the address opens Google Maps' search (the documented Maps URLs form
// https://www.google.com/maps/search/?api=1&query=…, which opens the Maps app on a phone and the web page elsewhere)
// with the restaurant's postal address in Japanese as the query, the form Japanese addresses are geocoded best from;
// the link reads the address in the display language. Coordinates are not used: a pin without the address is harder
// to check against the street, and an address is what a customer can read aloud to a taxi.
/** The Google Maps search address of a postal address. */
export function mapSearchHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

// Decision: a restaurant is named after its brand ("デモ食堂 渋谷店" of "デモ食堂"): when its name already begins with
// the brand's name, the brand is not said twice.
/** Brand and restaurant as one name, e.g. "Demo Shokudo Shibuya" rather than "Demo Shokudo Demo Shokudo Shibuya". */
export function brandedPlaceName(brandName: string, restaurantName: string): string {
  if (!brandName || restaurantName.startsWith(brandName)) return restaurantName;
  return restaurantName ? `${brandName} ${restaurantName}` : brandName;
}
