import { spawn } from 'node:child_process'
import fs from 'node:fs'

/** Parent pid and resident bytes of every process, read from /proc (Linux). */
function processes(): Map<number, { ppid: number; rss: number }> {
  const out = new Map<number, { ppid: number; rss: number }>()
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/u.test(name)) continue
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
      // Fields after the command name, which sits in parentheses and may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      out.set(Number(name), { ppid: Number(fields[1]), rss: Number(fields[21]) * 4096 })
    } catch {
      // The process ended between listing and reading.
    }
  }
  return out
}

/** Resident memory of a process and all its descendants. */
function treeMemory(root: number): number {
  const all = processes()
  const children = new Map<number, number[]>()
  for (const [pid, p] of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid])
  let sum = 0
  const stack = [root]
  while (stack.length) {
    const pid = stack.pop()!
    sum += all.get(pid)?.rss ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return sum
}

/** CPU seconds of this process's ended and reaped children (user + system), from /proc/self/stat. */
function childrenCpu(): number {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // cutime and cstime, in clock ticks of 1/100 s.
  return (Number(fields[13]) + Number(fields[14])) / 100
}

export interface TreeRun {
  seconds: number
  /** CPU seconds of the whole process tree. */
  cpu: number
  /** Largest sum of resident memory over the tree seen while it ran. */
  peak: number
  code: number | null
}

/** Runs a command to its end, sampling the memory of its whole process tree every 50 ms. */
export async function runMeasured(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; quiet?: boolean }): Promise<TreeRun> {
  const cpuBefore = childrenCpu()
  const start = performance.now()
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'] })
  let peak = 0
  const timer = setInterval(() => (peak = Math.max(peak, treeMemory(child.pid!))), 50)
  const code = await new Promise<number | null>((r) => child.on('exit', r))
  clearInterval(timer)
  return { seconds: (performance.now() - start) / 1000, cpu: childrenCpu() - cpuBefore, peak, code }
}
