import { describe, expect, it } from 'vitest';
import { applySecurityHeaders, HSTS, PERMISSIONS_POLICY, securityHeaders } from './security-headers';

describe('securityHeaders (issue 10 item 6)', () => {
  it('sends nosniff, a strict referrer policy, COOP same-origin and frame denial', () => {
    const headers = securityHeaders({ https: false });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('allows geolocation for this origin only and denies the rest', () => {
    expect(PERMISSIONS_POLICY.split(', ')[0]).toBe('geolocation=(self)');
    for (const feature of ['camera', 'microphone', 'payment', 'usb'])
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    expect(PERMISSIONS_POLICY.match(/=\(self\)/g)).toHaveLength(1);
  });

  it('sends HSTS (one year) only over https', () => {
    expect(securityHeaders({ https: true })['strict-transport-security']).toBe(HSTS);
    expect(HSTS).toContain('max-age=31536000');
    expect(securityHeaders({ https: false })).not.toHaveProperty('strict-transport-security');
  });

  it('sets the headers on a Headers object', () => {
    const headers = new Headers();
    applySecurityHeaders(headers, { https: true });
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('strict-transport-security')).toBe(HSTS);
  });
});
