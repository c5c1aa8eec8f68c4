// The card-token shop id of a session (SPEC 3 session key gmopgShopId).

// Decision: the shop id the card-token script is initialised with is pinned for the session: the first card form
// of a session stores the deployment's shop id (CARD_SHOP_ID, handed over at run time) as gmopgShopId, and later
// card forms of the session use the stored one. Every card token of one session, the retry after a refused card
// included, is then made for the same shop, even when a rolling deploy changes CARD_SHOP_ID while the tab is open.
/** The shop id to initialise the card-token script with, and the value to store as gmopgShopId (null: keep). */
export function sessionCardShopId(stored: string | null, configured: string): { shopId: string; store: string | null } {
  if (stored) return { shopId: stored, store: null };
  return { shopId: configured, store: configured || null };
}
