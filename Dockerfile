# Folio in a container: a standalone build (only the server, its traced node_modules, the
# browser files and public/) run by a non-root user, with a health check.
#   docker build -t folio .                       # the demo workspace
#   docker build -t folio --build-arg NOTION_PAGE_ID=<id> .   # pages pre-rendered from yours
#   docker run -p 3000:3000 -e NOTION_PAGE_ID=<id> folio
# Settings are read at run time too (environment, or the workspace's Config page), so one image
# serves any workspace; pages the build made are refreshed from it within a minute (ISR).

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
ARG NOTION_PAGE_ID=""
ARG SUB_PATH=""
RUN FOLIO_STANDALONE=1 NOTION_PAGE_ID="$NOTION_PAGE_ID" SUB_PATH="$SUB_PATH" npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
RUN groupadd --system folio && useradd --system --gid folio --home /app folio
# Social cards draw titles in Noto Sans CJK (lib/og/card-fonts.ts): Latin, Chinese, Japanese, Korean.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-noto-cjk && rm -rf /var/lib/apt/lists/*
# The server writes regenerated pages and its Notion cache under .next: the user owns it.
COPY --from=build --chown=folio:folio /app/.next/standalone ./
USER folio
EXPOSE 3000
VOLUME ["/app/.next/cache"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.status===200?0:1),()=>process.exit(1))"
# SIGTERM (docker stop) lets in-flight requests finish, then exits.
CMD ["node", "serve.js"]
