import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cartSyncFailurePlan } from '@/domain/cart-sync';

/**
 * A failed cart call clears the stored cart (SPEC 4 "Cart"), except the out-of-time code, which puts it back. The
 * modal the customer reads must say so: issue 31 found the campaign refusal saying "the cart was changed" while the
 * whole cart was emptied. Every updateCart copy whose plan clears the cart says the cart was emptied.
 */
const EMPTIED: Record<string, RegExp> = {
  ja: /カートを空にしました/,
  en: /cart was emptied/,
  'zh-cn': /已清空购物车/,
  'zh-tw': /已清空購物車/,
};

type Copy = Record<string, { text: string; title: string }>;

function updateCartCopy(lang: string): Copy {
  const errors = JSON.parse(readFileSync(`public/locales/${lang}/errors.json`, 'utf8')) as {
    error: { updateCart: Copy };
  };
  return errors.error.updateCart;
}

describe('updateCart error copy', () => {
  for (const [lang, emptied] of Object.entries(EMPTIED)) {
    it(`${lang}: every refusal that clears the cart says the cart was emptied (SPEC §4 L232c)`, () => {
      const copy = updateCartCopy(lang);
      const clearing = Object.keys(copy).filter(
        (code) =>
          cartSyncFailurePlan({ code: code === 'DEFAULT' ? null : code, previous: null, superseded: false }).local ===
          'clear',
      );
      expect(clearing).toContain('E100610004');
      for (const code of clearing) expect(copy[code]!.text, `${lang} updateCart.${code}`).toMatch(emptied);
    });
  }
});
