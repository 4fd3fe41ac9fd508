/*
| The route table of the server under test, as `node ace list:routes --json`
| prints it with the server's own environment, so the abuse run covers every
| route the product really mounts (the Razorpay simulator only without keys).
*/
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const API_DIR = fileURLToPath(new URL('../../api/', import.meta.url))

export function listRoutes(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['ace.js', 'list:routes', '--json'], {
      cwd: API_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    let errors = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (errors += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`list:routes exited with ${code}:\n${errors}`))
      const domains = JSON.parse(output.slice(output.indexOf('[')))
      resolve(
        domains
          .flatMap((domain) => domain.routes)
          .map((route) => ({ pattern: route.pattern, methods: route.methods }))
      )
    })
  })
}
