import { createRequire } from 'node:module';
import type { NextConfig } from 'next';
import { describe, expect, it } from 'vitest';
import { BRAND_TABLE } from '@/domain/brand-table';

// Issue 30: `npm run dev` opened on a host of the brand table must get its HMR WebSocket and dev resources, so every
// host of BRAND_TABLE is an allowed dev origin of next.config.js (scripts/checks/dev-server.mjs opens the dev server on
// the local ones). Matched as Next matches a request's Origin: by host name, with Next's own defaults beside the list
// (node_modules/next/dist/server/lib/router-utils/block-cross-site-dev.js).
const require = createRequire(import.meta.url);
const config = require('../../next.config.js') as NextConfig;
const { isCsrfOriginAllowed } = require('next/dist/server/app-render/csrf-protection') as {
  isCsrfOriginAllowed: (originDomain: string, allowedOrigins?: string[]) => boolean;
};
const NEXT_DEFAULTS = ['**.localhost', 'localhost'];
const allowed = [...NEXT_DEFAULTS, ...(config.allowedDevOrigins ?? [])];

describe('next.config.js allowedDevOrigins', () => {
  it.each(BRAND_TABLE.map((entry) => entry.domain))('lets a page on %s reach the dev server', (host) => {
    expect(isCsrfOriginAllowed(host, allowed)).toBe(true);
  });

  it('lists host names only (Next compares the Origin host name: a scheme or a port never matches)', () => {
    for (const entry of config.allowedDevOrigins ?? []) expect(entry).toMatch(/^[a-z0-9*.-]+$/);
  });

  it('does not let just any host in', () => {
    expect(isCsrfOriginAllowed('evil.example', allowed)).toBe(false);
  });
});
