/*
 * Node 20 runs the build's TypeScript through tsx's loader hooks, and once they are registered every
 * import makes a round trip to the hooks' thread, the dependencies' hundreds of modules included:
 * Vite alone then takes 0.7 s to load instead of 0.2 s. So the dependencies a program needs are
 * loaded first, by Node alone, and the hooks see little more than the project's own files (a later
 * import of a loaded package resolves to the module already there).
 *
 * Loaded as `node --import ./scripts/lib/preload-deps.mjs --import tsx scripts/build.ts`, it picks
 * the list by the program's file name; worker threads call `preloadThenRegister` from their
 * starters, before the worker's TypeScript.
 */
import path from 'node:path'
import { isMainThread } from 'node:worker_threads'
import { deferWorkboxBundler } from './defer-workbox-bundler.mjs'

const CONTENT = [
  'mdast-util-from-markdown',
  'micromark-extension-gfm',
  'mdast-util-gfm',
  'micromark-extension-frontmatter',
  'mdast-util-frontmatter',
  'micromark-extension-directive',
  'mdast-util-directive',
  'mdast-util-to-hast',
  'mdast-util-to-string',
  'hast-util-to-html',
  'unist-util-visit',
  'github-slugger',
  'lowlight',
  'parse5',
  'image-size',
  'yaml',
  'zod',
]
const BUNDLER = ['vite', '@vitejs/plugin-react', 'vite-plugin-pwa']
const REACT_SSR = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/server',
  '@tanstack/react-router',
]

/** Dependencies by program (file name) or worker. */
export const PRELOADS = {
  'build.ts': [...CONTENT, ...BUNDLER, 'workbox-build', 'lunr'],
  'dev.ts': [...CONTENT, ...BUNDLER, 'lunr'],
  compile: CONTENT,
  prerender: REACT_SSR,
  search: ['lunr', 'zod', 'yaml'],
}

/** Loads `names` without TypeScript hooks. */
export const preload = (names) => {
  if (names.includes('workbox-build')) deferWorkboxBundler()
  return Promise.all(names.map((name) => import(name)))
}

/** A worker's start: its dependencies, then the TypeScript hooks for the worker's own code. */
export async function preloadThenRegister(names) {
  await preload(names)
  const { register } = await import('tsx/esm/api')
  register()
}

// Worker threads see the program's argv too: they choose for themselves, above.
const program = isMainThread ? PRELOADS[path.basename(process.argv[1] ?? '')] : undefined
if (program) await preload(program)
