import type { SiteConfig } from '../../src/shared/config/schema.ts'

/**
 * The Content Security Policy of every page: scripts only from this origin plus the hashed inline
 * scripts, no `unsafe-inline` for scripts, and third-party origins only when the config names them.
 */
export function contentSecurityPolicy(config: SiteConfig, scriptHashes: readonly string[]): string {
  const third = new Set<string>()
  if (config.analytics)
    for (const o of config.analytics.origins ?? [config.analytics.endpoint])
      third.add(new URL(o).origin)
  const adsOrigin = config.ads ? new URL(config.ads.script).origin : null
  const extra = (list: (string | null)[]) => list.filter(Boolean).join(' ')
  return [
    `default-src 'self'`,
    `script-src 'self' ${scriptHashes.join(' ')}${adsOrigin ? ` ${adsOrigin}` : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:${adsOrigin ? ` ${adsOrigin}` : ''}`,
    `font-src 'self'`,
    `connect-src 'self' ${extra([...third, adsOrigin])}`.trim(),
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `frame-src ${adsOrigin ?? "'none'"}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ')
}
