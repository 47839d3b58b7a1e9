import { PwaPrompt } from '../../pwa/PwaPrompt.tsx'
import { BackToTop } from '../BackToTop/index.tsx'
import { ProgressBar } from '../ProgressBar/index.tsx'

/** Chrome that nothing on the first screen needs: loaded right after hydration, in its own chunk. */
export default function Deferred() {
  return (
    <>
      <BackToTop />
      <ProgressBar />
      <PwaPrompt />
    </>
  )
}
