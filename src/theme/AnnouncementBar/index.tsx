import { siteConfig } from '../../content/site.ts'
import { localizePath } from '../../shared/paths.ts'
import { useLocale, useStrings } from '../../locale/use-locale.ts'
import { Icon } from '../Icon/index.tsx'
import { SiteLink } from '../../navigation/SiteLink.tsx'
import { useAnnouncement } from './use-announcement.ts'

type Bar = NonNullable<typeof siteConfig.announcementBar>

/** The site-wide notice above the navbar, linking to its post; closing it is remembered. */
export function AnnouncementBar() {
  const bar = siteConfig.announcementBar
  return bar ? <Announcement bar={bar} /> : null
}

function Announcement({ bar }: { bar: Bar }) {
  const locale = useLocale()
  const t = useStrings()
  const { close } = useAnnouncement(bar.id)
  return (
    <section className="announcement" aria-label={t.announcementLabel}>
      <SiteLink to={localizePath(bar.to, locale)} className="announcement__link">
        {bar.content[locale]}
      </SiteLink>
      {bar.isCloseable && (
        <button
          type="button"
          className="icon-button announcement__close"
          aria-label={t.announcementClose}
          onClick={close}
        >
          <Icon name="close" size={16} />
        </button>
      )}
    </section>
  )
}
