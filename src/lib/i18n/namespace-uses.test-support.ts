/**
 * Test support (node only): which translation namespaces a module and everything it imports use, read from the
 * source with the TypeScript parser. Named imports from a barrel (`index.ts`) follow only the names imported, so a
 * route counts the components it renders, not every export of a feature.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '../../..');
const SRC = path.join(ROOT, 'src');
const LOCALES_JA = path.join(ROOT, 'public', 'locales', 'ja');

type Json = { [key: string]: Json | string };

function flatten(node: Json, prefix = '', out = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(node)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.add(full.replace(/_(zero|one|two|few|many|other)$/, ''));
    else flatten(value, full, out);
  }
  return out;
}

/** Namespace → its ja keys (plural suffixes dropped). */
export const JA_KEYS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  readdirSync(LOCALES_JA)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [
      f.slice(0, -'.json'.length),
      flatten(JSON.parse(readFileSync(path.join(LOCALES_JA, f), 'utf8')) as Json),
    ]),
);

const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

/** A module specifier → the src file it names, or null (packages, styles, assets). */
function resolveModule(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (/\.(tsx?)$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext) && statSync(base + ext).isFile()) return base + ext;
  return null;
}

interface Parsed {
  /** Imports: target file and the names imported (null: the whole module: `import('…')`, `import * as`). */
  imports: { file: string; names: string[] | null }[];
  /** Re-exports: exported name → [source file, its name there]; `*` re-exports listed as [file, '*']. */
  reexports: Map<string, [string, string]>;
  starExports: string[];
  /** Names declared (and exported) in the file itself. */
  localExports: Set<string>;
  /** Namespaces named in useTranslation / getFixedT calls, first of each call first. */
  hookNamespaces: string[];
  /** Translation keys the file names as string literals (`ns:key` or bare), found by shape. */
  keys: string[];
  /** `<RouteTranslations route="…">`: the route a page brings the namespaces of (null: no such element). */
  translatedRoute: string | null;
}

/** A server file translating with getServerT: the keys its own `t` calls name are read on the server. */
function translatesOnServer(source: ts.SourceFile): boolean {
  const first = source.statements[0];
  const client =
    first &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === 'use client';
  return !client && /from '@\/lib\/i18n\/server'/.test(source.text);
}

const parsedCache = new Map<string, Parsed>();

const KEY_SHAPE = /^(?:([a-z][\w-]*):)?([a-zA-Z][\w-]*(?:\.[\w-]+)*)$/;

function parse(file: string): Parsed {
  const cached = parsedCache.get(file);
  if (cached) return cached;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const parsed: Parsed = {
    imports: [],
    reexports: new Map(),
    starExports: [],
    localExports: new Set(),
    hookNamespaces: [],
    keys: [],
    translatedRoute: null,
  };
  const serverT = translatesOnServer(source);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveModule(file, node.moduleSpecifier.text);
      const clause = node.importClause;
      if (target) {
        if (!clause) parsed.imports.push({ file: target, names: null });
        else {
          const names: string[] = [];
          let whole = false;
          if (clause.name) names.push('default');
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) whole = true;
          if (bindings && ts.isNamedImports(bindings)) {
            for (const el of bindings.elements) if (!el.isTypeOnly) names.push((el.propertyName ?? el.name).text);
          }
          if (whole || names.length > 0) parsed.imports.push({ file: target, names: whole ? null : names });
        }
      }
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
      const target =
        node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
          ? resolveModule(file, node.moduleSpecifier.text)
          : null;
      if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const el of node.exportClause.elements) {
          if (el.isTypeOnly) continue;
          if (target) parsed.reexports.set(el.name.text, [target, (el.propertyName ?? el.name).text]);
          else parsed.localExports.add(el.name.text);
        }
      } else if (target) parsed.starExports.push(target);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      // import('…'), also inside next/dynamic and React.lazy.
      if (callee.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
        const target = resolveModule(file, node.arguments[0].text);
        if (target) parsed.imports.push({ file: target, names: null });
      }
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if (name === 'useTranslation' || name === 'getFixedT') {
        const arg = node.arguments[name === 'getFixedT' ? 1 : 0];
        if (arg && ts.isStringLiteral(arg)) parsed.hookNamespaces.push(arg.text);
        if (arg && ts.isArrayLiteralExpression(arg)) {
          for (const el of arg.elements) if (ts.isStringLiteral(el)) parsed.hookNamespaces.push(el.text);
        }
      }
    } else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      !ts.isImportDeclaration(node.parent) &&
      !ts.isExportDeclaration(node.parent)
    ) {
      const parent = node.parent;
      const serverCall =
        serverT && ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text === 't';
      if (KEY_SHAPE.test(node.text) && !serverCall) parsed.keys.push(node.text);
    }
    if (
      ts.isJsxAttribute(node) &&
      node.name.getText(source) === 'route' &&
      ts.isJsxOpeningLikeElement(node.parent.parent) &&
      node.parent.parent.tagName.getText(source) === 'RouteTranslations' &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    ) {
      parsed.translatedRoute = node.initializer.text;
    }
    if (
      (ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) &&
      node.name &&
      node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      const isDefault = node.modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      parsed.localExports.add(isDefault ? 'default' : node.name.text);
    }
    if (ts.isVariableStatement(node) && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      for (const decl of node.declarationList.declarations) {
        if (ts.isIdentifier(decl.name)) parsed.localExports.add(decl.name.text);
      }
    }
    if (ts.isExportAssignment(node)) parsed.localExports.add('default');
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsedCache.set(file, parsed);
  return parsed;
}

/** The files that define `name` as exported from `file`, following re-exports. */
function definingFiles(file: string, name: string, seen = new Set<string>()): string[] {
  const key = `${file}#${name}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const parsed = parse(file);
  if (parsed.localExports.has(name)) return [file];
  const re = parsed.reexports.get(name);
  if (re) return definingFiles(re[0], re[1], seen);
  for (const star of parsed.starExports) {
    const found = definingFiles(star, name, seen);
    if (found.length > 0) return found;
  }
  // Not found (a default export written another way, an enum…): count the whole file.
  return [file];
}

/** Every src file reached from `entries` (whole files), following only the names imported from a barrel. */
export function reachableFiles(entries: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const { file: target, names } of parse(file).imports) {
      if (names === null) queue.push(target);
      else for (const name of names) queue.push(...definingFiles(target, name));
    }
  }
  return reached;
}

/**
 * The namespace a key is read from, as i18next finds it: an `ns:` prefix names it; a bare key is looked up first in
 * the namespaces the file's hooks name, then in common, then in the others. Null when no namespace has the key (a
 * string that only looks like a key).
 */
export function namespaceOfKey(key: string, hookNamespaces: readonly string[]): string | null {
  const match = KEY_SHAPE.exec(key);
  if (!match) return null;
  const [, prefix, rest] = match;
  if (prefix) return JA_KEYS.get(prefix)?.has(rest!) ? prefix : null;
  if (!rest!.includes('.')) return null;
  const order = [...hookNamespaces, 'common', ...JA_KEYS.keys()];
  return order.find((ns) => JA_KEYS.get(ns)?.has(rest!)) ?? null;
}

/** The route a page names in `<RouteTranslations route="…">` (null without one). */
export function translatedRouteOf(page: string): string | null {
  return parse(page).translatedRoute;
}

/** Namespace → the files (relative to the repo) that use it, over `files`. */
export function namespacesUsed(files: Iterable<string>): Map<string, string[]> {
  const used = new Map<string, string[]>();
  const add = (ns: string, file: string) => {
    const list = used.get(ns) ?? [];
    const rel = path.relative(ROOT, file);
    if (!list.includes(rel)) list.push(rel);
    used.set(ns, list);
  };
  for (const file of files) {
    const parsed = parse(file);
    for (const ns of parsed.hookNamespaces) if (JA_KEYS.has(ns)) add(ns, file);
    for (const key of parsed.keys) {
      const ns = namespaceOfKey(key, parsed.hookNamespaces);
      if (ns) add(ns, file);
    }
  }
  return used;
}
