// Debian's nginx as a local load balancer in front of app instances: the benchmark writes its own nginx.conf into a
// temp folder (round robin over the instances, no upstream keep-alive, so an open upstream connection is a request
// in flight; idempotent requests passed to the next instance on error, timeout or 502) and runs
// `nginx -c <conf> -p <dir> -g 'daemon off;'` through processes.mjs, so stopAll() stops it with the rest.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, run, start, waitForHttp } from '../../lib/processes.mjs';

function nginxPath() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'])
    if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** The nginx binary; installs Debian's package when missing and running as root, else says how. */
export async function ensureNginx() {
  const found = nginxPath();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('nginx is missing: install it with `sudo apt-get install -y nginx`');
  console.log('[bench:load] nginx is missing: apt-get install -y nginx');
  if ((await run('apt-get', ['install', '-y', 'nginx'])) !== 0) {
    await run('apt-get', ['update']);
    if ((await run('apt-get', ['install', '-y', 'nginx'])) !== 0) throw new Error('apt-get install nginx failed');
  }
  const installed = nginxPath();
  if (!installed) throw new Error('nginx is still missing after apt-get install');
  return installed;
}

function config({ port, upstreams }) {
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n');
  return `# Written by scripts/bench/load/nginx.mjs for one npm run bench:load.
worker_processes 1;
pid nginx.pid;
error_log error.log warn;
events { worker_connections 4096; }
http {
  log_format bench '$status "$upstream_addr" "$upstream_status" $request_time $request_method';
  access_log access.log bench;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  upstream app {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # Idempotent requests only (nginx never passes a POST on once it was sent): error, timeout, 502.
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_send_timeout 60s;
      proxy_buffers 64 16k;
      proxy_max_temp_file_size 0;
    }
  }
}
`;
}

/** Starts nginx on a free port in front of `upstreams` (ports); resolves with { origin, accessLog, dir }. */
export async function startNginx(binary, dir, upstreams) {
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  chmodSync(dir, 0o755); // the workers (user nobody when started as root) write their temp files below it
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, config({ port, upstreams }));
  const child = start('nginx', binary, ['-c', conf, '-p', `${dir}/`, '-g', 'daemon off;'], { quiet: true });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/healthz`, { timeoutMs: 20_000 });
  return { origin, child, accessLog: join(dir, 'access.log') };
}

/** Access-log lines written after `offset` (bytes) as { status, upstreams: [port…], upstreamStatuses, method }. */
export function accessLogSince(path, offset = 0) {
  const text = existsSync(path) ? readFileSync(path).subarray(offset).toString('utf8') : '';
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [, status, addresses, statuses, , method] = /^(\d+) "([^"]*)" "([^"]*)" (\S+) (\S+)$/.exec(line) ?? [];
      return {
        status: Number(status),
        upstreams: (addresses ?? '')
          .split(/[,:]\s*/)
          .filter((part) => /^\d+$/.test(part))
          .map(Number),
        upstreamStatuses: statuses ?? '',
        method,
      };
    });
}

/** Size of the access log now (the offset for accessLogSince). */
export function logSize(path) {
  return existsSync(path) ? readFileSync(path).length : 0;
}
