import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { BRAND_TABLE, normalizeHost, type BrandEntry } from '@/domain/brand-table';

/**
 * The built-in host → brand table (SPEC 1) stays the default; a deployment may extend it with a JSON file named by
 * BRAND_TABLE_FILE (issue 26), checked at boot (src/server/boot.ts). Decision: the file only adds hosts — a domain
 * the built-in table already has is refused, so no file can move a known host to another brand.
 */
const ENTRY = z
  .object({
    domain: z
      .string()
      .min(1)
      .max(253)
      .refine((value) => normalizeHost(value) === value && /^[a-z0-9.-]+$/.test(value), {
        message: 'must be a lower-case host name without port',
      }),
    brandId: z.string().regex(/^[\w-]{1,64}$/, 'must be 1–64 letters, digits, _ or -'),
    family: z.boolean().optional(),
    nativeAppScheme: z
      .string()
      .regex(/^[a-z][a-z0-9+.-]*:\/\/$/, 'must look like app-scheme://')
      .optional(),
  })
  .strict();

const FILE = z.array(ENTRY).max(10_000);

export type BrandTableFileResult = { ok: true; entries: BrandEntry[] } | { ok: false; problem: string };

/** Reads and checks the file: valid JSON, each entry well formed, no domain twice nor one of the built-in table. */
export function loadBrandTableFile(path: string): BrandTableFileResult {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return { ok: false, problem: `cannot be read as JSON (${(error as Error).message})` };
  }
  const parsed = FILE.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `entry ${issue.path.join('.')}` : 'the file';
    return { ok: false, problem: `${where}: ${issue?.message ?? 'is invalid'}` };
  }
  const seen = new Set(BRAND_TABLE.map((entry) => entry.domain));
  for (const entry of parsed.data) {
    if (seen.has(entry.domain)) return { ok: false, problem: `domain ${entry.domain} is listed twice or built in` };
    seen.add(entry.domain);
  }
  return { ok: true, entries: parsed.data };
}

let table: readonly BrandEntry[] | null = null;

/** The table this server resolves hosts with: the built-in entries, then the file's (read once). */
export function brandTable(env: Record<string, string | undefined> = process.env): readonly BrandEntry[] {
  if (table) return table;
  const path = env.BRAND_TABLE_FILE;
  const extra = path ? loadBrandTableFile(path) : null;
  table = extra?.ok ? [...BRAND_TABLE, ...extra.entries] : BRAND_TABLE;
  return table;
}

/** Forgets the table read (tests). */
export function resetBrandTableForTests(): void {
  table = null;
}
