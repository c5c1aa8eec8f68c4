// The count of cart changes sent to the server in this visit, shared by the sync (use-cart-sync.ts) and the read-back
// (cart-read-back.ts), so an answer older than the latest change is recognised.
let latest = 0;

/** Counts one more cart change sent; returns its number. */
export function nextCartSyncSequence(): number {
  latest += 1;
  return latest;
}

/** The number of the latest cart change sent (0 before any). */
export function cartSyncSequence(): number {
  return latest;
}
