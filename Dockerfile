# Recepta's container image (docs/deploy.md). Three stages: build everything with the development
# tools, install the production dependencies alone, then a runtime image with the builds and those.
# The image starts the server with the same script as `npm start` (scripts/start.mjs); with no
# sources in the image both builds count as current and it runs apps/server/dist/main.js at once.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
# The server's packages, and the web app's for its server-side drawing (apps/web/dist-ssr).
RUN npm ci --omit=dev --no-audit --no-fund -w @recepta/server -w @recepta/web && npm cache clean --force

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    BACKUP_DIR=/backups
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/domain/package.json ./packages/domain/
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
COPY --from=build /app/scripts/start.mjs /app/scripts/build-server.mjs /app/scripts/backup.mjs /app/scripts/restore.mjs ./scripts/
# The data and backup folders belong to the unprivileged user the server runs as.
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data", "/backups"]
EXPOSE 3000
# Liveness only (no database): the proxy's readiness check is /api/health/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM itself; the server handles it (drain, then exit),
# and it starts no child processes that would need reaping.
CMD ["node", "scripts/start.mjs"]
