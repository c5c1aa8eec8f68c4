// The source groups of the bundle benchmarks (bench:js-sources, bench:cpu-sources): a package, each MUI component,
// `src/<layer>/<area>`; with BENCH_FILES_UNDER=<prefix>, the files under that prefix one by one.

const FILES_UNDER = process.env.BENCH_FILES_UNDER; // e.g. src/domain: those sources file by file

/** The group a source path belongs to: `@mui/material/Chip`, `dayjs`, `src/features/menus`, `next`… */
export function sourceGroup(source) {
  const path = source.replace(/^.*?\/_N_E\//, '').replace(/^(turbopack:\/\/\/)?(\[project\]\/)?/, '');
  if (FILES_UNDER && path.startsWith(FILES_UNDER)) return path;
  const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/([^/]+))?/);
  if (pkg) {
    if (pkg[1] === 'next' && path.includes('/compiled/')) return `next/${path.split('/compiled/')[1].split('/')[0]}`;
    return pkg[1] === '@mui/material' && pkg[2] && /^[A-Z]/.test(pkg[2]) ? `${pkg[1]}/${pkg[2]}` : pkg[1];
  }
  const own = path.match(/^src\/([^/]+)(?:\/([^/.]+))?/);
  if (own) return own[1] === 'app' || own[1] === 'domain' ? `src/${own[1]}` : `src/${own[1]}/${own[2] ?? ''}`;
  return path.split('/')[0] || '(unmapped)';
}
