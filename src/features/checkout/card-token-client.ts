'use client';

import { publicConfig } from '@/api/public-config';
import { sessionCardShopId } from '@/domain/card-shop';
import { storedState } from '@/lib/stored-state';

/** The card-token script's global (GMO Multipayment kind; the local stand-in is public/card-token-stub.js). */
interface MultipaymentResult {
  resultCode: string;
  tokenObject?: { token: string[] | string; toBeExpiredAt?: string; maskedCardNo?: string };
}
interface Multipayment {
  init(shopId: string): void;
  getToken(
    card: { cardno: string; expire: string; securitycode: string; holdername: string; tokennumber: string },
    callback: (result: MultipaymentResult) => void,
  ): void;
}

// Decision: the script and the shop id are the deployment's (CARD_TOKEN_SCRIPT_URL, CARD_SHOP_ID, handed over at run
// time); the shop id is pinned for the session as gmopgShopId (SPEC 3, domain card-shop.ts). Only mock mode falls
// back to the local stub; a production server with no script configured makes the card form fail with its system
// error.

declare global {
  interface Window {
    /** Set by the card-token script once loaded. */
    Multipayment?: Multipayment;
  }
}

let loading: Promise<Multipayment> | null = null;

function multipayment(): Multipayment | null {
  return window.Multipayment ?? null;
}

/** Loads the card-token script once, on demand (only the card form needs it), and initialises it. */
export function loadCardTokenScript(): Promise<Multipayment> {
  if (loading) return loading;
  loading = new Promise<Multipayment>((resolve, reject) => {
    const ready = () => {
      const mp = multipayment();
      if (!mp) return reject(new Error('card token script has no Multipayment'));
      const { shopId, store } = sessionCardShopId(storedState.get('gmopgShopId'), publicConfig().cardShopId);
      if (store) storedState.set('gmopgShopId', store);
      mp.init(shopId);
      resolve(mp);
    };
    if (multipayment()) return ready();
    const scriptUrl = publicConfig().cardTokenScriptUrl;
    if (!scriptUrl) return reject(new Error('no card token script is configured (CARD_TOKEN_SCRIPT_URL)'));
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = ready;
    script.onerror = () => reject(new Error('card token script failed to load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export type TokenOutcome = { ok: true; token: string } | { ok: false; code: string };

/** One single-use card token, or the script's result code (callback wrapped in a Promise). */
export async function requestCardToken(card: {
  cardNumber: string;
  expire: string;
  securityCode: string;
  holderName: string;
}): Promise<TokenOutcome> {
  let mp: Multipayment;
  try {
    mp = await loadCardTokenScript();
  } catch {
    return { ok: false, code: 'load' };
  }
  return new Promise<TokenOutcome>((resolve) => {
    mp.getToken(
      {
        cardno: card.cardNumber,
        expire: card.expire,
        securitycode: card.securityCode,
        holdername: card.holderName,
        tokennumber: '1',
      },
      (result) => {
        const raw = result?.tokenObject?.token;
        const token = Array.isArray(raw) ? raw[0] : raw;
        if (result?.resultCode === '000' && typeof token === 'string' && token) resolve({ ok: true, token });
        else resolve({ ok: false, code: String(result?.resultCode ?? 'unknown') });
      },
    );
  });
}
