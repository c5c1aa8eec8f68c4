import { describe, expect, it } from 'vitest';
import { isLineUserAgent, needsLiff } from './line-launch-detect';

const LINE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Line/13.20.0';
const WEB_UA = 'Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile Safari/537.36';

describe('SPEC 2 "A messaging-app launch may carry target_liff_id, liff_id, referrer_key_usecase and referrer_key_message, and a restaurant path": does LIFF start? (SPEC §2 L58)', () => {
  it.each([
    ['liff.state', '?liff.state=%2Frestaurants%2Fr1001', WEB_UA, true],
    ['target_liff_id', '?target_liff_id=2001234567-demoBrnd', WEB_UA, true],
    ['liff_id', '?liff_id=x', WEB_UA, true],
    ['referrer_key_usecase', '?referrer_key_usecase=campaign', WEB_UA, true],
    ['referrer_key_message', '?referrer_key_message=autumn', WEB_UA, true],
    ['LINE Login return (liffClientId)', '?code=c&liffClientId=1', WEB_UA, true],
    ['LINE Login return (liffRedirectUri)', '?liffRedirectUri=x', WEB_UA, true],
    ['inside the LINE client without parameters', '', LINE_UA, true],
    ['an empty launch parameter', '?liff_id=%20&target_liff_id=', WEB_UA, false],
    ['an ordinary web visit', '?eating_location=takeout&couponId=c1', WEB_UA, false],
    ['no query at all', '', WEB_UA, false],
  ])('%s → %s', (_name, search, ua, expected) => {
    expect(needsLiff(search, ua)).toBe(expected);
  });

  it.each([
    ['Line/13.20.0', true],
    ['Chrome/120.0 Mobile Safari/537.36 Line/14.1.0/IAB', true],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36', false],
    [WEB_UA, false],
  ])('user agent %s is the LINE client: %s', (ua, expected) => {
    expect(isLineUserAgent(ua)).toBe(expected);
  });
});
