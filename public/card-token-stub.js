/*
 * Local stand-in for the card-payment token script (loaded when NEXT_PUBLIC_CARD_TOKEN_SCRIPT_URL is not set).
 * Same global interface as the real one: window.Multipayment.init(shopId) and
 * window.Multipayment.getToken(card, callback), where callback is a function or the name of a global function and
 * receives { resultCode, tokenObject: { token: [..], toBeExpiredAt, maskedCardNo, isSecurityCodeSet } }.
 * Result codes: '000' success; '100' card number missing/invalid; '110' expiry invalid; '113' security code invalid;
 * '131' holder name invalid; '901' not initialised. Card number 4000000000000002 simulates a card-side failure ('902').
 * No network access; never use it with real card data.
 */
(function () {
  'use strict';
  var shopId = null;

  function respond(callback, result) {
    var fn = typeof callback === 'function' ? callback : typeof callback === 'string' ? window[callback] : null;
    if (typeof fn === 'function') setTimeout(function () { fn(result); }, 50);
  }

  function randomToken() {
    var bytes = new Uint8Array(24);
    (window.crypto || {}).getRandomValues ? window.crypto.getRandomValues(bytes) : bytes.forEach(function (_, i) { bytes[i] = Math.floor(Math.random() * 256); });
    return 'stub_' + Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }

  window.Multipayment = {
    init: function (id) {
      shopId = id || 'stub-shop';
    },
    getToken: function (card, callback) {
      card = card || {};
      var number = String(card.cardno || '').replace(/\D/g, '');
      var expire = String(card.expire || '');
      var code = String(card.securitycode || '');
      var count = Math.min(Math.max(parseInt(card.tokennumber || '1', 10) || 1, 1), 10);
      if (!shopId) return respond(callback, { resultCode: '901' });
      if (number.length < 13 || number.length > 16) return respond(callback, { resultCode: '100' });
      if (!/^\d{4}$/.test(expire) && !/^\d{6}$/.test(expire)) return respond(callback, { resultCode: '110' });
      if (code && !/^\d{3,4}$/.test(code)) return respond(callback, { resultCode: '113' });
      if (card.holdername && !/^[A-Za-z .\-/]{1,50}$/.test(card.holdername)) return respond(callback, { resultCode: '131' });
      if (number === '4000000000000002') return respond(callback, { resultCode: '902' });
      var tokens = [];
      for (var i = 0; i < count; i += 1) tokens.push(randomToken());
      respond(callback, {
        resultCode: '000',
        tokenObject: {
          token: tokens,
          toBeExpiredAt: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
          maskedCardNo: number.slice(0, 6) + '*'.repeat(number.length - 10) + number.slice(-4),
          isSecurityCodeSet: Boolean(code),
        },
      });
    },
  };
})();
