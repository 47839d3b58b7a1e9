/** One import between two files of the repository: `from` imports `to`. */
export interface FileEdge {
  from: string
  to: string
}

/** The folder of a file under `src/`: its first path segment (`src/theme/Footer/index.tsx` → `theme`); null for the entry files at the top. */
export function folderOf(file: string): string | null {
  const parts = file.split('/')
  return parts[0] === 'src' && parts.length > 2 ? parts[1]! : null
}

/**
 * Pairs of folders under `src/` that import each other, each named once (`pwa ⇄ theme`) with one
 * import of each direction as the evidence.
 */
export function twoWayFolders(edges: readonly FileEdge[]): string[] {
  const example = new Map<string, FileEdge>()
  for (const edge of edges) {
    const a = folderOf(edge.from)
    const b = folderOf(edge.to)
    if (a && b && a !== b && !example.has(`${a}→${b}`)) example.set(`${a}→${b}`, edge)
  }
  const ties: string[] = []
  for (const [key, there] of example) {
    const [a, b] = key.split('→') as [string, string]
    const back = example.get(`${b}→${a}`)
    if (back && a < b)
      ties.push(`${a} ⇄ ${b}: ${there.from} → ${there.to}, ${back.from} → ${back.to}`)
  }
  return ties.sort()
}

/**
 * The import cycles among files: each strongly connected group of two or more files (or a file that
 * imports itself), written as one loop through it (`a → b → c → a`). Tarjan's algorithm, iterative so
 * a long import chain cannot overflow the stack.
 */
export function importCycles(edges: readonly FileEdge[]): string[] {
  const next = new Map<string, string[]>()
  for (const { from, to } of edges) {
    next.set(from, [...(next.get(from) ?? []), to])
    if (!next.has(to)) next.set(to, [])
  }
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const groups: string[][] = []
  let counter = 0
  for (const start of [...next.keys()].sort()) {
    if (index.has(start)) continue
    const work: [string, number][] = [[start, 0]]
    index.set(start, counter)
    low.set(start, counter++)
    stack.push(start)
    onStack.add(start)
    while (work.length) {
      const frame = work[work.length - 1]!
      const [node, i] = frame
      const targets = next.get(node)!
      if (i < targets.length) {
        frame[1]++
        const to = targets[i]!
        if (!index.has(to)) {
          index.set(to, counter)
          low.set(to, counter++)
          stack.push(to)
          onStack.add(to)
          work.push([to, 0])
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
        continue
      }
      work.pop()
      if (work.length) {
        const parent = work[work.length - 1]![0]
        low.set(parent, Math.min(low.get(parent)!, low.get(node)!))
      }
      if (low.get(node) === index.get(node)) {
        const group: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          group.push(member)
        } while (member !== node)
        if (group.length > 1 || next.get(node)!.includes(node)) groups.push(group)
      }
    }
  }
  return groups.map((group) => loopThrough(group, next)).sort()
}

/** One loop that starts and ends at the group's first file (by name), found breadth-first inside the group. */
function loopThrough(group: string[], next: Map<string, string[]>): string {
  const members = new Set(group)
  const start = [...group].sort()[0]!
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length) {
    const node = queue.shift()!
    for (const to of next.get(node)!) {
      if (!members.has(to)) continue
      if (to === start) {
        const chain: string[] = []
        for (let at = node; at !== start; at = cameFrom.get(at)!) chain.unshift(at)
        return [start, ...chain, start].join(' → ')
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node)
        queue.push(to)
      }
    }
  }
  return group.join(' → ')
}
