/** Reads `--name value` and `--flag` style arguments. */
export function parseArgs(argv: readonly string[]): Map<string, string | true> {
  const out = new Map<string, string | true>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (!arg.startsWith('--')) continue
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined]
    const next = argv[i + 1]
    if (inline !== undefined) out.set(name, inline)
    else if (next !== undefined && !next.startsWith('--')) {
      out.set(name, next)
      i++
    } else out.set(name, true)
  }
  return out
}
