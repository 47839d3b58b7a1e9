import type { HomeStrings } from './strings.ts'

/**
 * A drawn browser window with a selected phrase and the translation panel next to it: shows what
 * the extension does before a word of the copy is read. Decorative for assistive technology.
 */
export function HeroDemo({ s }: { s: HomeStrings }) {
  const [before, after] = s.demoSource.split(s.demoPicked) as [string, string]
  return (
    <div className="hero-demo" aria-hidden="true">
      <div className="hero-demo__window">
        <div className="hero-demo__chrome">
          <span />
          <span />
          <span />
          <i className="hero-demo__url" />
        </div>
        <div className="hero-demo__page">
          <i className="hero-demo__line hero-demo__line--title" />
          <p className="hero-demo__text">
            {before}
            <mark>{s.demoPicked}</mark>
            {after}
          </p>
          <div className="hero-demo__panel">
            <div className="hero-demo__row">
              <span className="hero-demo__service">{s.demoService}</span>
              <span className="hero-demo__result">{s.demoResult}</span>
            </div>
            <div className="hero-demo__row">
              <span className="hero-demo__service hero-demo__service--alt">{s.demoService2}</span>
              <span className="hero-demo__result">{s.demoResult2}</span>
            </div>
          </div>
          <i className="hero-demo__line" />
          <i className="hero-demo__line hero-demo__line--short" />
        </div>
      </div>
    </div>
  )
}
