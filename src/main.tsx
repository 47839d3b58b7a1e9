import './styles/index.css'
import { markStep } from './boot/marks.ts'
import { yieldToMain } from './boot/yield.ts'

// The entry only sequences start-up. Each step below evaluates one group of modules (React, the
// router, the app) in its own task, with a turn for the browser in between: one big evaluation would
// be a long task that blocks a slow phone right after the page appeared.
async function boot(): Promise<void> {
  markStep('entry')
  await import('./boot/react.ts')
  markStep('react')
  await yieldToMain()
  await import('./boot/router.ts')
  markStep('router')
  await yieldToMain()
  const app = await import('./app.tsx')
  markStep('app')
  await yieldToMain()
  await app.start().catch((error: unknown) => app.showStartupError(error, app.start))
}

boot().catch((error: unknown) => {
  // The app's own code failed to load (e.g. offline on a first visit): the page stays readable.
  console.error('[app] could not start', error)
  void import('./startup-error.ts').then((m) => m.showStartupError(error, boot))
})
