# ModelGate's container image: the gateway installed from the same tarballs CI packs and checks (pnpm release:pack),
# on a slim Node 20 base, run as the unprivileged `node` user. Build from the repository root:
#
#   docker build -t modelgate .
#   docker run -p 8080:8080 -v modelgate-data:/var/lib/modelgate modelgate
#
# NODE_IMAGE picks the base of both stages (a mirror, or a pinned digest).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
# better-sqlite3 compiles from source when its prebuilt binary cannot be downloaded; changesets runs git.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ git ca-certificates \
  && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@10.34.9
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile
# The release tarballs exactly as CI makes them: pending changesets applied, workspace: ranges rewritten.
RUN pnpm release:pack --out /src/release
# A plain npm install of the tarballs, as a user's: only runtime dependencies, with better-sqlite3 built here.
WORKDIR /opt/modelgate
RUN echo '{"name":"modelgate-image","private":true}' > package.json \
  && npm install --omit=dev --no-audit --no-fund /src/release/*.tgz \
  && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    MODELGATE_HOST=0.0.0.0 \
    MODELGATE_PORT=8080
COPY --from=build /opt/modelgate /opt/modelgate
RUN ln -s /opt/modelgate/node_modules/.bin/modelgate /usr/local/bin/modelgate \
  && mkdir -p /var/lib/modelgate /etc/modelgate \
  && chown node:node /var/lib/modelgate
# The working directory holds ./data/modelgate.db when no store is configured; mount a volume on it.
WORKDIR /var/lib/modelgate
VOLUME ["/var/lib/modelgate"]
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.MODELGATE_PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["modelgate"]
CMD ["serve"]
