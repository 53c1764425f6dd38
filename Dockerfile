# Production image from Next's standalone output.
#   docker build --build-arg SITE_URL=https://… -t orientation .            (content from the French seed)
#   docker build --build-arg SITE_URL=https://… --build-arg DATABASE_URL=… .  (content from that database)
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

# Also the image that prepares a database (migrations, French seed, pictures, first admin): see the
# `prepare` service in docker-compose.yml, or run `npx tsx scripts/prepare-database.ts` in it once per release.
FROM deps AS build
COPY . .
# The build prerenders the content pages from a database: DATABASE_URL's when given, otherwise an embedded
# PostgreSQL seeded with the French content, dropped with this stage. Either way the running site renews them
# from its own database within about two minutes (CONTENT_MAX_AGE_SECONDS). The pages also carry the site's
# address (canonical links, sitemap, structured data) and the optional tag manager: give the values the
# running site will have.
ARG DATABASE_URL
ARG SITE_URL
ARG GTM_ID
ARG PAYLOAD_SECRET=build-time-secret-not-used-at-runtime-0000
ENV NODE_ENV=production NEXT_OUTPUT=standalone PAYLOAD_SECRET=${PAYLOAD_SECRET} SITE_URL=${SITE_URL} GTM_ID=${GTM_ID}
RUN test -n "$SITE_URL" || { echo "SITE_URL is required (--build-arg SITE_URL=https://…): prerendered pages carry it" >&2; exit 1; }
RUN npx tsx scripts/with-db.ts sh -c 'npx tsx scripts/prepare-database.ts && npx next build' \
 && rm -rf .data/postgres \
 && mkdir -p media/uploads && chown -R node:node media/uploads

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
# Next's standalone server listens on HOSTNAME, which Docker sets to the container's id (its network address
# only): on every interface instead, so that the health check below reaches it on 127.0.0.1.
ENV NODE_ENV=production PORT=3000 HOSTNAME=0.0.0.0
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
COPY --from=build /app/migrations ./migrations
# Read at run time: the report's embedded fonts and the sample report's pages.
COPY --from=build /app/src/server/report/fonts ./src/server/report/fonts
COPY --from=build /app/media/sample-report ./media/sample-report
# The pictures the build's seed installed (sample pages, illustrations): a new `media` volume starts with them.
COPY --from=build --chown=node:node /app/media/uploads ./media/uploads
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "server.js"]
