# order-ahead: one image for every environment. The build takes no environment (no ARG, no .env: .dockerignore keeps
# them out); API_ORIGIN, API_KEY and the rest of src/server/config.ts are read when the container starts, so the same
# image runs in staging and production (deploy/ sets them for Kubernetes).
#
#   docker build -t order-ahead:4.1.5 .
#   docker run --rm -p 3000:3000 --stop-timeout 30 -e API_ORIGIN=https://api.example.com order-ahead:4.1.5
#
# --stop-timeout: Docker's default (10 s) is shorter than SHUTDOWN_DELAY_MS + SHUTDOWN_TIMEOUT_MS when both are set.

# Pinned to a Node 20 patch release (package.json engines: >=20.19 <23; the version the project is tested with).
# Debian slim rather than Alpine: the traced native modules (sharp's libvips, @next/swc) are the glibc builds.
FROM node:20.20.2-bookworm-slim AS base
ENV NEXT_TELEMETRY_DISABLED=1

# Dependencies first, from the lockfile only, so a source change does not reinstall them. devDependencies are
# needed by the build (TypeScript, the type check), so NODE_ENV stays unset here.
FROM base AS deps
WORKDIR /src
COPY package.json package-lock.json ./
# SCARF_ANALYTICS: a devDependency's postinstall (@scarf/scarf, via spectral) would otherwise report the install.
RUN --mount=type=cache,target=/root/.npm \
    SCARF_ANALYTICS=false npm ci --no-audit --no-fund

# `npm run build` = next build + scripts/build/standalone.mjs: .next/standalone becomes the whole app (server.js with
# graceful shutdown, next-server.js, traced node_modules, .next/static, public/).
FROM deps AS build
COPY . .
RUN npm run build

# The runner holds nothing but that folder: no npm cache, no devDependencies, no sources.
FROM base AS runner
WORKDIR /app
# HOSTNAME: Next listens on this address; 0.0.0.0 rather than the container's own name (which a runtime may set).
ENV NODE_ENV=production \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    NEXT_TELEMETRY_DISABLED=1
# Owned by the image's `node` user (uid/gid 1000): Next writes .next/cache (image optimizer, fetch cache) at run time.
# On Kubernetes the root filesystem is read-only and an emptyDir is mounted there instead (deploy/deployment.yaml).
COPY --from=build --chown=node:node /src/.next/standalone ./
# Numeric (= node) so Kubernetes' runAsNonRoot can verify it without a runAsUser.
USER 1000:1000
EXPOSE 3000
# The image has neither curl nor wget: Node's fetch with a timeout. /healthz answers while the process runs and never
# calls the backend. Docker uses this; Kubernetes ignores it and uses the probes in deploy/deployment.yaml.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz',{signal:AbortSignal.timeout(3000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# server.js handles SIGTERM itself (readiness down, SHUTDOWN_DELAY_MS, drain, exit 0), so node runs as PID 1 directly:
# no shell in between to swallow the signal.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
