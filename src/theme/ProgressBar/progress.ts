/** The timing of the progress bar readers know from nprogress. */
export interface ProgressSettings {
  /** Where the bar starts, as a fraction of the width. */
  minimum: number
  /** Duration of each move and of the fade-out, in ms. */
  speed: number
  /** Upper bound of a random step while waiting. */
  trickleRate: number
  /** Time between steps while waiting, in ms. */
  trickleSpeed: number
}

export const NPROGRESS_SETTINGS: ProgressSettings = {
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
}

export interface Progress {
  start: () => void
  done: () => void
  /** Current fraction, or null when the bar is not showing. */
  readonly status: number | null
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))

/**
 * A 2px bar at the top of the viewport that creeps towards the right while something loads and
 * fills up and fades when it is done. Lives outside React: it is pure decoration (aria-hidden).
 */
export function createProgress(settings: ProgressSettings = NPROGRESS_SETTINGS): Progress {
  let status: number | null = null
  let bar: HTMLElement | null = null
  let fill: HTMLElement | null = null
  let trickle: ReturnType<typeof setInterval> | undefined
  let fade: ReturnType<typeof setTimeout> | undefined

  const ensureBar = (): HTMLElement => {
    if (bar && fill) return fill
    bar = document.createElement('div')
    bar.className = 'progress-bar'
    bar.setAttribute('aria-hidden', 'true')
    fill = document.createElement('div')
    fill.className = 'progress-bar__fill'
    fill.style.transform = 'translate3d(-100%,0,0)'
    bar.append(fill)
    document.body.append(bar)
    void fill.offsetWidth // commit the start position so the first move animates
    return fill
  }

  const set = (value: number) => {
    const n = clamp(value, settings.minimum, 1)
    status = n === 1 ? null : n
    const el = ensureBar()
    clearTimeout(fade)
    bar!.style.opacity = '1'
    bar!.style.transition = ''
    el.style.transition = `transform ${settings.speed}ms ease`
    el.style.transform = `translate3d(${(n - 1) * 100}%,0,0)`
    if (n < 1) return
    fade = setTimeout(() => {
      bar!.style.transition = `opacity ${settings.speed}ms linear`
      bar!.style.opacity = '0'
      fade = setTimeout(() => {
        bar?.remove()
        bar = fill = null
      }, settings.speed)
    }, settings.speed)
  }

  const inc = (amount: number) => {
    if (status === null) return
    set(clamp(status + amount, 0, 0.994))
  }

  return {
    start() {
      if (status === null) set(0)
      clearInterval(trickle)
      trickle = setInterval(() => inc(Math.random() * settings.trickleRate), settings.trickleSpeed)
    },
    done() {
      clearInterval(trickle)
      if (status === null) return
      inc(0.3 + 0.5 * Math.random())
      set(1)
    },
    get status() {
      return status
    },
  }
}
