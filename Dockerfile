# syntax=docker/dockerfile:1
# The Field Console server as a container: `npm run serve` (scripts/server/main.mjs), the
# forwarding relay by default, holding no credential. Options come from FIELD_CONSOLE_*
# variables (docs/SERVER.md); deployment examples are in deploy/ and docs/DEPLOY.md.
# tests/unit/deploy/dockerfile.test.ts checks the rules this file keeps.

# Build: every dependency, then the production build (app, worker, service worker and the OCI
# tables the server reads, dist/.server/oci-tables.json).
# Node 24, an LTS line maintained until April 2028, pinned by version (move to its newest patch
# when you rebuild); both stages use the same image.
FROM node:24.11.1-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: production dependencies, the build and the server's own files, nothing else.
FROM node:24.11.1-bookworm-slim AS runtime
ENV NODE_ENV=production \
    FIELD_CONSOLE_LISTEN=0.0.0.0 \
    FIELD_CONSOLE_PORT=8080 \
    FIELD_CONSOLE_DIST=/app/dist
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY scripts/server ./scripts/server
COPY scripts/serve.mjs scripts/headers.mjs scripts/oci-tables.mjs scripts/relay-token.mjs scripts/relay.mjs scripts/host-suffix.mjs ./scripts/
# Files stay root's and read-only to the server; it writes nothing at run time, so the root
# filesystem can be mounted read-only. A numeric user, so runAsNonRoot can check it.
USER 10001:10001
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "scripts/server/healthcheck.mjs"]
CMD ["node", "scripts/server/main.mjs"]
