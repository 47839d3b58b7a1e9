import { Fragment } from 'react'
import { format } from '../../shared/i18n/strings.ts'
import { localizePath } from '../../shared/paths.ts'
import { useLocale } from '../../locale/use-locale.ts'
import { usePageData } from '../../page/use-page-data.ts'
import { Icon } from '../Icon/index.tsx'
import { SiteLink } from '../../navigation/SiteLink.tsx'
import { FeatureIcon } from './FeatureIcon.tsx'
import { HeroDemo } from './HeroDemo.tsx'
import { homeStrings } from './strings.ts'

/** The landing page: what the extension does, where to get it, what it costs, what is new. */
export default function HomePage() {
  const page = usePageData('home')
  const locale = useLocale()
  const s = homeStrings(locale)
  const to = (path: string) => localizePath(path, locale)
  const year = page.since.slice(0, 4)
  return (
    <main id="main" tabIndex={-1} className="home">
      <section className="hero">
        <div className="hero__inner">
          <div className="hero__copy">
            <p className="hero__eyebrow">{format(s.eyebrow, { since: year })}</p>
            <h1 className="hero__title">
              {s.title.map((phrase, i) => (
                <Fragment key={phrase}>
                  {i > 0 && s.titleJoin}
                  <span className="hero__phrase">{phrase}</span>
                </Fragment>
              ))}
            </h1>
            <p className="hero__lead">{s.lead}</p>
            <div className="hero__actions">
              <SiteLink to={to('/docs/installv2/')} className="button button--primary button--lg">
                {s.install}
                <Icon name="arrowRight" size={18} />
              </SiteLink>
              <SiteLink to={to('/docs/guides/summary')} className="button button--lg">
                {s.manual}
              </SiteLink>
            </div>
            <p className="hero__meta">
              <SiteLink to={to('/docs/log')} className="hero__version">
                {format(s.latest, { version: page.latestVersion })}
              </SiteLink>
              <span>{s.browsers}</span>
            </p>
          </div>
          <HeroDemo s={s} />
        </div>
      </section>

      <div className="stats">
        <dl className="stats__inner">
          <div>
            <dt>{format(s.statYearsLabel, { year })}</dt>
            <dd>{format(s.statYears, { years: page.years })}</dd>
          </div>
          <div>
            <dt>{s.statServicesLabel}</dt>
            <dd>{s.statServices}</dd>
          </div>
          <div>
            <dt>{s.statBrowsersLabel}</dt>
            <dd>{s.statBrowsers}</dd>
          </div>
        </dl>
      </div>

      <section className="home-section" aria-labelledby="home-features">
        <div className="home-section__head">
          <h2 id="home-features">{s.featuresTitle}</h2>
          <p>{s.featuresLead}</p>
        </div>
        <ul className="features">
          {s.features.map((f) => (
            <li key={f.title} className="feature">
              <span className="feature__icon">
                <FeatureIcon name={f.icon} />
              </span>
              <h3 className="feature__title">
                <SiteLink to={to(f.to)}>{f.title}</SiteLink>
              </h3>
              <p>{f.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="home-plans">
        <div className="home-section__head">
          <h2 id="home-plans">{s.plansTitle}</h2>
          <p>{s.plansLead}</p>
        </div>
        <div className="plans">
          <SiteLink to={to('/docs/services/')} className="plan">
            <h3>{s.servicesCard}</h3>
            <p>{s.servicesBody}</p>
            <span className="plan__cta">
              {s.servicesCta}
              <Icon name="arrowRight" size={16} />
            </span>
          </SiteLink>
          <SiteLink to={to('/docs/pricing/')} className="plan plan--accent">
            <h3>{s.pricingCard}</h3>
            <p>{s.pricingBody}</p>
            <span className="plan__cta">
              {s.pricingCta}
              <Icon name="arrowRight" size={16} />
            </span>
          </SiteLink>
        </div>
      </section>

      <section className="home-section home-split" aria-labelledby="home-news">
        <div className="news">
          <div className="news__head">
            <h2 id="home-news">{s.newsTitle}</h2>
            <SiteLink to={to('/blog')} className="news__all">
              {s.newsAll}
              <Icon name="arrowRight" size={16} />
            </SiteLink>
          </div>
          <ul className="news__list">
            {page.latestPosts.map((post) => (
              <li key={post.path}>
                <SiteLink to={post.path}>
                  <span className="news__title">{post.title}</span>
                  <span className="news__date">{post.dateText}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
        <div className="history-card" data-years={page.years}>
          <h2>{format(s.historyTitle, { years: page.years })}</h2>
          <p>{format(s.historyBody, { version: page.latestVersion })}</p>
          <div className="history-card__links">
            <SiteLink to={to('/docs/histroy#2013-05-18')}>{s.historyCta}</SiteLink>
            <SiteLink to={to('/docs/log')}>{s.changelogCta}</SiteLink>
          </div>
        </div>
      </section>
    </main>
  )
}
