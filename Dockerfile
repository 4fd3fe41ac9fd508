# One image for every API instance (docker-compose.yml; README, "Deployment").
FROM node:24-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build --workspace storefront \
 && npm run build:web --workspace admin-desktop
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3333
EXPOSE 3333
# exec form: SIGTERM reaches the server, which drains before it stops
CMD ["npm", "start", "--workspace", "api"]
