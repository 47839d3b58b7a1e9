import path from 'node:path'
import { parseArgs } from './lib/args.ts'
import { createStaticServer } from './serve/static-server.ts'
import { ROOT } from './site-build.ts'

const args = parseArgs(process.argv.slice(2))
const dir = path.resolve(
  typeof args.get('dir') === 'string' ? (args.get('dir') as string) : path.join(ROOT, 'dist'),
)
const base = typeof args.get('base') === 'string' ? (args.get('base') as string) : '/'
const port = Number(args.get('port') ?? process.env.PORT ?? 4173)
createStaticServer({ dir, base })
  .once('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is in use: pass --port or set PORT to another one.`
        : `Cannot serve: ${error.message}`,
    )
    process.exitCode = 1
  })
  .listen(port, '127.0.0.1', () => {
    console.log(
      `Serving ${path.relative(process.cwd(), dir) || dir} at http://localhost:${port}${base}`,
    )
  })
