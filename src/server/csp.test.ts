import { describe, expect, it } from 'vitest';
import { buildCsp } from './csp';

describe('buildCsp', () => {
  it('puts the nonce on scripts and styles and forbids plugins and <base>', () => {
    const csp = buildCsp('abc', { dev: false, cardTokenScriptUrl: undefined });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).toContain("style-src 'self' 'nonce-abc'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('allows eval only in development', () => {
    expect(buildCsp('n', { dev: true, cardTokenScriptUrl: undefined })).toContain("'unsafe-eval'");
  });

  it('adds an external card token script origin to script-src and connect-src', () => {
    const csp = buildCsp('n', { cardTokenScriptUrl: 'https://static.pay.example/ext/js/token.js' });
    expect(csp).toMatch(/script-src [^;]*https:\/\/static\.pay\.example/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/static\.pay\.example/);
    expect(buildCsp('n', { cardTokenScriptUrl: '/card-token-stub.js' })).toMatch(
      /connect-src 'self' https:\/\/api\.line\.me https:\/\/liff\.line\.me https:\/\/miniapp\.line\.me;/,
    );
  });

  it("allows the build's inlined stylesheets by their hashes, never 'unsafe-inline' in production (ADR 0028)", () => {
    const csp = buildCsp('n', { styleHashes: ["'sha256-AAA='", "'sha256-BBB='"] });
    expect(csp).toContain("style-src 'self' 'nonce-n' 'sha256-AAA=' 'sha256-BBB=';");
    expect(csp.match(/style-src [^;]*/)?.[0]).not.toContain('unsafe-inline');
    expect(buildCsp('n')).toContain("style-src 'self' 'nonce-n';");
  });
});
