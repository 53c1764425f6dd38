import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const NGINX = '/usr/sbin/nginx'

/** Debian's nginx, installed on first use (root on these machines). */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return
  execFileSync('bash', ['-c', 'DEBIAN_FRONTEND=noninteractive apt-get update -qq && apt-get install -y -qq nginx-light >/dev/null'], { stdio: 'inherit' })
}

async function run(config: string, dir: string, port: number): Promise<() => Promise<void>> {
  const file = path.join(dir, 'nginx.conf')
  writeFileSync(file, config)
  const child = spawn(NGINX, ['-c', file, '-g', 'daemon off;'], { stdio: 'inherit' })
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await fetch(`http://127.0.0.1:${port}/`).then(() => true).catch(() => false)) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return () =>
    new Promise((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGQUIT')
    })
}

const workdir = (name: string) => {
  const dir = path.join(ROOT, '.data', 'bench', name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  return dir
}

/** nginx serving one saved HTML page from disk: the machine's ceiling for a page. */
export async function serveFromDisk(html: string, port: number): Promise<() => Promise<void>> {
  const dir = workdir('static')
  writeFileSync(path.join(dir, 'index.html'), html)
  const config = `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http { access_log off; sendfile on; keepalive_timeout 65;
  client_body_temp_path ${dir}/cb; proxy_temp_path ${dir}/p; fastcgi_temp_path ${dir}/f; uwsgi_temp_path ${dir}/u; scgi_temp_path ${dir}/s;
  server { listen 127.0.0.1:${port}; root ${dir}; location / { try_files /index.html =404; default_type text/html; } } }`
  return run(config, dir, port)
}

/** The repository's production reverse-proxy configuration (deploy/nginx.conf) in front of the app. */
export async function serveThroughProxy(upstreamPort: number, port: number): Promise<() => Promise<void>> {
  const dir = workdir('proxy')
  const config = readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8')
    .replaceAll('__LISTEN__', `127.0.0.1:${port}`)
    .replaceAll('__UPSTREAM__', `127.0.0.1:${upstreamPort}`)
    .replaceAll('__CACHE_DIR__', dir)
  return run(config, dir, port)
}
