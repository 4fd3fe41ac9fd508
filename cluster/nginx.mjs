/*
| The nginx configuration of the cluster test: one upstream of API instances
| with passive health checks, the same shape as the README's deployment
| example (README, "Deployment"), with every path inside the run's folder.
*/

/** The `http` block shared by the test and the README's example. */
export function upstreamBlock(instances, { failTimeout = '5s' } = {}) {
  const servers = instances
    .map((address) => `    server ${address} max_fails=1 fail_timeout=${failTimeout};`)
    .join('\n')
  return `  upstream pathshala_api {
${servers}
  }`
}

export function proxyLocation() {
  return `    location / {
      proxy_pass http://pathshala_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # a stopping instance refuses new requests with 503 before doing anything, then
      # closes its listener: both go to the next instance, whatever the method
      proxy_next_upstream error http_503 non_idempotent;
      proxy_next_upstream_tries 3;
      client_max_body_size 210m;
      proxy_request_buffering off;
      # which instance answered (the cluster test reads it)
      add_header X-Upstream $upstream_addr always;
    }`
}

/** A complete nginx.conf for a foreground nginx whose files all live under `folder`. */
export function testNginxConfig({ folder, port, instances }) {
  return `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/nginx-error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/client_body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
${upstreamBlock(instances, { failTimeout: '2s' })}
  server {
    listen 127.0.0.1:${port};
${proxyLocation()}
  }
}
`
}
