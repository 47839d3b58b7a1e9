import { format } from '../../shared/i18n/strings.ts'
import { useStrings } from '../../locale/use-locale.ts'
import { useColorMode } from './use-color-mode.ts'
import { Icon } from '../Icon/index.tsx'

/**
 * Light/dark switch. Both icons are in the markup and CSS shows the one for `html[data-theme]`, so
 * the icon is right before React runs; the label follows once the mode is read in an effect.
 */
export function ThemeToggle() {
  const t = useStrings()
  const { colorMode, setColorMode } = useColorMode()
  const label = format(t.themeToggle, { mode: colorMode === 'dark' ? t.darkMode : t.lightMode })
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label={label}
      title={label}
      onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}
    >
      <Icon name="sun" className="theme-toggle__light" />
      <Icon name="moon" className="theme-toggle__dark" />
    </button>
  )
}
