import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { Deployment, type IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import {
  HorizontalPodAutoscaler,
  type IHorizontalPodAutoscaler,
} from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget, type IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap, type IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Service, type IService } from 'kubernetes-models/v1/Service';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { documentedVariables, parseServerConfig } from '@/server/config';

/**
 * The container image (Dockerfile, .dockerignore) and the Kubernetes manifests (deploy/) agree with the server: issue
 * 26, DESIGN "Production facts". Each object is validated against the Kubernetes OpenAPI schema (kubernetes-models,
 * Kubernetes 1.27: types, required fields, enums; it does not reject unknown fields, so the fields that matter are
 * asserted here by name), then the shape the server relies on is checked: probes on /healthz and /readyz, a grace
 * period longer than the shutdown, matching selectors, a non-root read-only container, and only the variables of
 * src/server/config.ts.
 */
const ROOT = join(__dirname, '../..');
const DEPLOY = join(ROOT, 'deploy');

// Variables read by Next or set by the image rather than by src/server/config.ts.
const PLATFORM_VARIABLES = ['PORT', 'HOSTNAME', 'NODE_ENV', 'NEXT_TELEMETRY_DISABLED'];

type KubeObject = {
  apiVersion?: unknown;
  kind?: unknown;
  metadata?: { name?: string; labels?: Record<string, string> };
};
type Manifest = { file: string; documents: number; errors: string[]; object: KubeObject | null };

const manifests: Manifest[] = readdirSync(DEPLOY)
  .filter((name) => /\.ya?ml$/.test(name))
  .sort()
  .map((file) => {
    const docs = Array.from(parseAllDocuments(readFileSync(join(DEPLOY, file), 'utf8')));
    const first = docs[0];
    return {
      file,
      documents: docs.length,
      errors: docs.flatMap((doc) => [...doc.errors, ...doc.warnings].map((e) => e.message)),
      object: first && first.errors.length === 0 ? (first.toJS() as KubeObject | null) : null,
    };
  });

const KUSTOMIZATION = 'kustomization.yaml';
const objects = manifests.filter((m) => m.file !== KUSTOMIZATION);

// apiVersion/kind → the schema validator (throws with every violation listed).
const VALIDATORS: Record<string, (data: object) => void> = {
  'apps/v1/Deployment': (data) => new Deployment(data).validate(),
  'v1/Service': (data) => new Service(data).validate(),
  'v1/ConfigMap': (data) => new ConfigMap(data).validate(),
  'autoscaling/v2/HorizontalPodAutoscaler': (data) => new HorizontalPodAutoscaler(data).validate(),
  'policy/v1/PodDisruptionBudget': (data) => new PodDisruptionBudget(data).validate(),
};

function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

function only<T>(kind: string): T {
  const found = objects.filter((m) => m.object?.kind === kind);
  if (found.length !== 1) throw new Error(`expected one ${kind} in deploy/, found ${found.length}`);
  return must(found[0]?.object, kind) as T;
}

/** A label selector (matchLabels only) selects the pods with these labels. */
function selects(selector: Record<string, string> | undefined, labels: Record<string, string>): boolean {
  const entries = Object.entries(selector ?? {});
  return entries.length > 0 && entries.every(([key, value]) => labels[key] === value);
}

const deployment = () => only<IDeployment>('Deployment');
const podSpec = () => must(deployment().spec?.template.spec, 'Deployment pod spec');
const podLabels = () => must(deployment().spec?.template.metadata?.labels, 'Deployment pod labels');
const container = () => {
  const containers = podSpec().containers;
  expect(containers).toHaveLength(1);
  return must(containers[0], 'container');
};
const configMap = (name: string) => {
  const found = objects.find((m) => m.object?.kind === 'ConfigMap' && m.object.metadata?.name === name);
  return must(found?.object as IConfigMap | undefined, `ConfigMap ${name} in deploy/`);
};

/** The variables the container gets: name → literal value, or a placeholder for a Secret's value. */
function containerEnvironment(): Map<string, string> {
  const env = new Map<string, string>();
  for (const source of container().envFrom ?? []) {
    expect(source.secretRef, 'envFrom secretRef: its names cannot be checked here, use env + secretKeyRef').toBe(
      undefined,
    );
    expect(source.prefix ?? '').toBe('');
    const data = configMap(must(source.configMapRef?.name, 'envFrom configMapRef name')).data ?? {};
    for (const [name, value] of Object.entries(data)) env.set(name, value);
  }
  for (const variable of container().env ?? []) {
    const from = variable.valueFrom;
    if (from?.secretKeyRef) env.set(variable.name, '<secret>');
    else if (from?.configMapKeyRef) {
      const ref = from.configMapKeyRef;
      env.set(variable.name, must(configMap(must(ref.name, 'configMapKeyRef name')).data?.[ref.key], ref.key));
    } else env.set(variable.name, must(variable.value, `value of ${variable.name}`));
  }
  return env;
}

describe('deploy/ manifests', () => {
  it('are one parsable YAML object per file, all listed in kustomization.yaml', () => {
    expect(objects.length).toBeGreaterThanOrEqual(5);
    for (const manifest of manifests) {
      expect(manifest.errors, manifest.file).toEqual([]);
      expect(manifest.documents, manifest.file).toBe(1);
      expect(manifest.object, manifest.file).toBeTypeOf('object');
    }
    const kustomization = must(manifests.find((m) => m.file === KUSTOMIZATION)?.object, KUSTOMIZATION) as {
      kind?: string;
      resources?: string[];
    };
    expect(kustomization.kind).toBe('Kustomization');
    expect([...(kustomization.resources ?? [])].sort()).toEqual(objects.map((m) => m.file));
  });

  it.each(objects.map((m) => [m.file, m] as const))('%s is valid against the Kubernetes schema', (_file, m) => {
    const object = must(m.object, m.file);
    const validate = VALIDATORS[`${String(object.apiVersion)}/${String(object.kind)}`];
    expect(validate, `no validator for ${String(object.apiVersion)} ${String(object.kind)}`).toBeDefined();
    expect(() => validate?.(object)).not.toThrow();
    expect(object.metadata?.name).toMatch(/^order-ahead(-[a-z]+)?$/);
    expect(object.metadata?.labels?.['app.kubernetes.io/name']).toBe('order-ahead');
  });

  describe('Deployment', () => {
    it('runs 2+ replicas of a tagged image, rolling without losing capacity', () => {
      expect(deployment().metadata?.name).toBe('order-ahead');
      expect(deployment().spec?.replicas).toBeGreaterThanOrEqual(2);
      expect(selects(deployment().spec?.selector.matchLabels, podLabels())).toBe(true);
      expect(deployment().spec?.strategy?.type).toBe('RollingUpdate');
      expect(deployment().spec?.strategy?.rollingUpdate?.maxUnavailable).toBe(0);
      expect(container().image).toMatch(/^[\w./-]+:(?!latest$)[\w.-]+$/);
    });

    it('probes liveness on /healthz and readiness on /readyz through the named port', () => {
      const ports = container().ports ?? [];
      expect(ports).toContainEqual(expect.objectContaining({ name: 'http', containerPort: 3000 }));
      const probe = (name: 'livenessProbe' | 'readinessProbe' | 'startupProbe') => container()[name]?.httpGet;
      expect(probe('livenessProbe')).toEqual(expect.objectContaining({ path: '/healthz', port: 'http' }));
      expect(probe('readinessProbe')).toEqual(expect.objectContaining({ path: '/readyz', port: 'http' }));
      // A startup probe, if any, must not depend on the backend either (a backend outage would block every start).
      if (container().startupProbe)
        expect(probe('startupProbe')).toEqual(expect.objectContaining({ path: '/healthz', port: 'http' }));
    });

    it('requests CPU and memory and limits memory', () => {
      const resources = must(container().resources, 'resources');
      expect(resources.requests?.cpu).toBeDefined();
      expect(resources.requests?.memory).toBeDefined();
      expect(resources.limits?.memory).toBeDefined();
    });

    it('gives the pod longer to stop than SHUTDOWN_DELAY_MS + SHUTDOWN_TIMEOUT_MS', () => {
      const env = containerEnvironment();
      const delay = Number(must(env.get('SHUTDOWN_DELAY_MS'), 'SHUTDOWN_DELAY_MS'));
      const timeout = Number(must(env.get('SHUTDOWN_TIMEOUT_MS'), 'SHUTDOWN_TIMEOUT_MS'));
      expect(delay).toBeGreaterThan(0);
      expect(timeout).toBeGreaterThan(0);
      const grace = must(podSpec().terminationGracePeriodSeconds, 'terminationGracePeriodSeconds');
      expect(grace * 1000).toBeGreaterThan(delay + timeout);
    });

    it('runs as a non-root user on a read-only root filesystem, with emptyDirs for .next/cache and /tmp', () => {
      const pod = podSpec().securityContext ?? {};
      const own = container().securityContext ?? {};
      expect(own.runAsNonRoot ?? pod.runAsNonRoot).toBe(true);
      expect(own.runAsUser ?? pod.runAsUser).toBe(1000);
      expect(own.allowPrivilegeEscalation).toBe(false);
      expect(own.readOnlyRootFilesystem).toBe(true);
      const emptyDirs = new Set((podSpec().volumes ?? []).filter((v) => v.emptyDir).map((v) => v.name));
      const writable = (container().volumeMounts ?? []).filter((m) => emptyDirs.has(m.name) && !m.readOnly);
      expect(writable.map((m) => m.mountPath).sort()).toEqual(['/app/.next/cache', '/tmp']);
    });

    it('sets only variables of src/server/config.ts (or Next’s), API_KEY from a Secret, and passes the config check', () => {
      const known = new Set([...documentedVariables().map((v) => v.name), ...PLATFORM_VARIABLES]);
      const env = containerEnvironment();
      expect([...env.keys()].filter((name) => !known.has(name))).toEqual([]);
      expect(container().env?.find((v) => v.name === 'API_KEY')?.valueFrom?.secretKeyRef?.key).toBeDefined();
      expect(env.get('TRUST_PROXY')).toBe('1');
      expect(env.get('MOCK_MODE') ?? '0').toBe('0');
      const result = parseServerConfig(Object.fromEntries(env));
      expect(result.ok ? [] : result.problems).toEqual([]);
    });
  });

  it('Service sends port 80 to the pods’ named port', () => {
    const service = only<IService>('Service');
    expect(service.spec?.type ?? 'ClusterIP').toBe('ClusterIP');
    expect(selects(service.spec?.selector, podLabels())).toBe(true);
    expect(service.spec?.ports).toContainEqual(expect.objectContaining({ port: 80, targetPort: 'http' }));
  });

  it('PodDisruptionBudget covers the pods and always lets one be evicted', () => {
    const pdb = only<IPodDisruptionBudget>('PodDisruptionBudget');
    expect(pdb.spec?.selector?.matchExpressions ?? []).toEqual([]);
    expect(selects(pdb.spec?.selector?.matchLabels, podLabels())).toBe(true);
    const { minAvailable, maxUnavailable } = pdb.spec ?? {};
    expect([minAvailable, maxUnavailable].filter((v) => v !== undefined)).toHaveLength(1);
    if (maxUnavailable !== undefined) expect(maxUnavailable).toBe(1);
    else
      expect(minAvailable).toBeLessThan(
        must(only<IHorizontalPodAutoscaler>('HorizontalPodAutoscaler').spec, 'hpa').minReplicas ?? 1,
      );
  });

  it('HorizontalPodAutoscaler scales the Deployment on CPU from 2 replicas and scales down slowly', () => {
    const hpa = must(only<IHorizontalPodAutoscaler>('HorizontalPodAutoscaler').spec, 'HPA spec');
    expect(hpa.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: deployment().metadata?.name,
    });
    expect(hpa.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.maxReplicas).toBeGreaterThan(hpa.minReplicas ?? 1);
    expect(hpa.metrics?.find((m) => m.type === 'Resource' && m.resource?.name === 'cpu')?.resource?.target.type).toBe(
      'Utilization',
    );
    expect(hpa.behavior?.scaleDown?.stabilizationWindowSeconds).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------------------------------

type Instruction = { keyword: string; args: string };
type Stage = { name: string; image: string; instructions: Instruction[] };

/** Dockerfile instructions: comments dropped, continuation lines joined. */
function dockerInstructions(text: string): Instruction[] {
  const result: Instruction[] = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    const [, keyword = '', args = ''] = /^(\S+)\s*([\s\S]*)$/.exec(current + line) ?? [];
    result.push({ keyword: keyword.toUpperCase(), args: args.trim() });
    current = '';
  }
  return result;
}

function dockerStages(instructions: Instruction[]): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = instruction.args.replace(/--platform=\S+\s+/, '').split(/\s+/);
      stages.push({ name: as?.toUpperCase() === 'AS' && name ? name : String(stages.length), image, instructions: [] });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

/** The stage and the stages it is built FROM, outermost first. */
function lineage(stages: Stage[], stage: Stage): Stage[] {
  const parent = stages.find((s) => s.name === stage.image);
  return parent ? [...lineage(stages, parent), stage] : [stage];
}

function envOf(chain: Stage[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { keyword, args } of chain.flatMap((s) => s.instructions)) {
    if (keyword !== 'ENV') continue;
    if (!/^\w+=/.test(args)) {
      const [name = '', ...value] = args.split(/\s+/);
      env[name] = value.join(' ');
    } else
      for (const [, name = '', value = ''] of args.matchAll(/(\w+)=("[^"]*"|'[^']*'|\S+)/g))
        env[name] = value.replace(/^["']|["']$/g, '');
  }
  return env;
}

const copyParts = (args: string) => {
  const words = args.split(/\s+/);
  const flags = Object.fromEntries(
    words.filter((w) => w.startsWith('--')).map((w) => w.slice(2).split('=', 2) as [string, string | undefined]),
  );
  const paths = words.filter((w) => !w.startsWith('--'));
  return { flags, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
};

describe('Dockerfile', () => {
  const instructions = dockerInstructions(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));
  const stages = dockerStages(instructions);
  const runner = must(stages.at(-1), 'a stage');
  const runnerChain = lineage(stages, runner);
  const last = (keyword: string) => runner.instructions.filter((i) => i.keyword === keyword).at(-1);
  const copies = runner.instructions
    .filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')
    .map((i) => copyParts(i.args));

  it('builds in stages from a pinned node:20 Debian slim image', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const external = stages.filter((s) => !stages.some((other) => other.name === s.image)).map((s) => s.image);
    expect(external.length).toBeGreaterThan(0);
    for (const image of external) expect(image).toMatch(/^node:20(\.\d+){0,2}-bookworm-slim(@sha256:[0-9a-f]{64})?$/);
  });

  it('installs from the lockfile and runs `npm run build` with telemetry off, in a stage the runner copies from', () => {
    const from = copies.map((c) => c.flags.from);
    const build = must(
      stages.find((s) => s.name === from[0]),
      `stage ${String(from[0])}`,
    );
    const chain = lineage(stages, build);
    const runs = chain.flatMap((s) => s.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args));
    expect(runs.some((run) => /\bnpm ci\b/.test(run))).toBe(true);
    expect(runs.some((run) => /\bnpm run build\b/.test(run))).toBe(true);
    expect(envOf(chain).NEXT_TELEMETRY_DISABLED).toBe('1');
  });

  it('takes no build-time configuration: one image for every environment', () => {
    const configNames = new Set(documentedVariables().map((v) => v.name));
    const args = instructions.filter((i) => i.keyword === 'ARG').map((i) => i.args.split('=')[0] ?? '');
    expect(args.filter((name) => configNames.has(name))).toEqual([]);
    expect(Object.keys(envOf(stages)).filter((name) => configNames.has(name))).toEqual([]);
  });

  it('runner holds only .next/standalone, in the folder the Deployment mounts .next/cache under', () => {
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      expect(stages.map((s) => s.name)).toContain(copy.flags.from);
      expect(copy.sources).toHaveLength(1);
      expect(copy.sources[0]).toMatch(/(^|\/)\.next\/standalone\/?$/);
    }
    const workdir = must(last('WORKDIR')?.args, 'WORKDIR');
    const target = posix.resolve(workdir, must(copies[0], 'COPY').destination);
    expect(target).toBe('/app');
    const cacheMount = container().volumeMounts?.find((m) => m.mountPath.endsWith('/.next/cache'));
    expect(cacheMount?.mountPath).toBe(posix.join(target, '.next/cache'));
  });

  it('runs as the non-root node user (uid 1000, as the Deployment says)', () => {
    const user = must(last('USER')?.args, 'USER').split(':')[0];
    expect(['root', '0']).not.toContain(user);
    expect(user === 'node' ? 1000 : Number(user)).toBe(podSpec().securityContext?.runAsUser);
    for (const copy of copies) expect(copy.flags.chown?.split(':')[0]).toMatch(/^(node|1000)$/);
  });

  it('sets the production environment and exposes the port the Deployment names', () => {
    expect(envOf(runnerChain)).toEqual(
      expect.objectContaining({
        NODE_ENV: 'production',
        PORT: '3000',
        HOSTNAME: '0.0.0.0',
        NEXT_TELEMETRY_DISABLED: '1',
      }),
    );
    expect(must(last('EXPOSE')?.args, 'EXPOSE').split(/\s+/)).toContain(envOf(runnerChain).PORT);
    expect(container().ports?.find((p) => p.name === 'http')?.containerPort).toBe(Number(envOf(runnerChain).PORT));
  });

  it('checks /healthz with node (no curl or wget in a slim image) and starts node server.js', () => {
    const healthcheck = must(last('HEALTHCHECK')?.args, 'HEALTHCHECK');
    expect(healthcheck).toMatch(/\bCMD\b/);
    expect(healthcheck).toContain('/healthz');
    expect(healthcheck).toMatch(/"node"|\bnode\b/);
    expect(healthcheck).not.toMatch(/\b(curl|wget)\b/);
    expect(healthcheck).toMatch(/timeout/i);
    const cmd: unknown = JSON.parse(must(last('CMD')?.args, 'CMD'));
    expect(cmd).toEqual(['node', 'server.js']);
  });
});

// ---------------------------------------------------------------------------------------------------------------------

/** Whether `docker build` leaves a path out of the context (.dockerignore: Go globs, parents exclude children, `!`). */
function dockerIgnores(patterns: string[], path: string): boolean {
  let ignored = false;
  for (const raw of patterns) {
    const negated = raw.startsWith('!');
    const pattern = posix.normalize(raw.slice(negated ? 1 : 0).trim()).replace(/^\/+|\/+$/g, '');
    const source = pattern.replace(/\*\*\/|\*\*|\*|\?|[.+^${}()|[\]\\]/g, (token) =>
      token === '**/'
        ? '(?:.*/)?'
        : token === '**'
          ? '.*'
          : token === '*'
            ? '[^/]*'
            : token === '?'
              ? '[^/]'
              : `\\${token}`,
    );
    if (new RegExp(`^${source}(/.*)?$`).test(path)) ignored = !negated;
  }
  return ignored;
}

describe('.dockerignore', () => {
  const patterns = readFileSync(join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

  // What `npm ci` and `npm run build` read (next build type-checks tsconfig's includes; standalone.mjs copies public/).
  const needed = [
    'package.json',
    'package-lock.json',
    'next.config.js',
    'tsconfig.json',
    'openapi.yaml',
    'orval.config.ts',
    'vitest.config.mts',
    'src/server/config.ts',
    'src/api/generated/operations.ts',
    'public/card-token-stub.js',
    'scripts/build/standalone.mjs',
    'scripts/build/server-entry.cjs',
    'mocks/README.md',
  ];
  it.each(needed)('keeps %s in the build context', (path) => {
    expect(existsSync(join(ROOT, path)), `${path} exists`).toBe(true);
    expect(dockerIgnores(patterns, path)).toBe(false);
  });

  const local = [
    'node_modules/next/package.json',
    'scripts/bench/baseline-app/node_modules/x',
    '.next/standalone/server.js',
    'scripts/bench/baseline-app/.next/x',
    '.git/HEAD',
    '.env',
    '.env.local',
    'coverage/index.html',
    'test-results/x.png',
    'playwright-report/index.html',
    'bench-results/x.json',
    'error-gallery/x.png',
    'e2e/smoke.spec.ts',
    'npm-debug.log',
    'tsconfig.tsbuildinfo',
  ];
  it.each(local)('leaves %s out', (path) => {
    expect(dockerIgnores(patterns, path)).toBe(true);
  });
});
