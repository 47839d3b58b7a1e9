import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'

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

/** Resident memory of a process and all its descendants, and their pids. */
function treeMemory(root: number): { bytes: number; pids: number[] } {
  const all = processes()
  const children = new Map<number, number[]>()
  for (const [pid, p] of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid])
  let sum = 0
  const pids: number[] = []
  const stack = [root]
  while (stack.length) {
    const pid = stack.pop()!
    if (!all.has(pid)) continue
    pids.push(pid)
    sum += all.get(pid)!.rss
    stack.push(...(children.get(pid) ?? []))
  }
  return { bytes: sum, pids }
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
  /**
   * Seconds the run would take on `cores` idle cores (see CpuTimeline), and the share of that time
   * during which every core would be busy.
   */
  idle: { seconds: number; allBusy: number; cores: number }
}

/** CPU ticks (1/100 s) of every thread of every process of a tree, by `pid/tid`. */
function threadTicks(pids: readonly number[]): Map<string, number> {
  const out = new Map<string, number>()
  for (const pid of pids) {
    let tids: string[]
    try {
      tids = fs.readdirSync(`/proc/${pid}/task`)
    } catch {
      continue
    }
    for (const tid of tids) {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        out.set(`${pid}/${tid}`, Number(fields[11]) + Number(fields[12]))
      } catch {
        // The thread ended between listing and reading.
      }
    }
  }
  return out
}

/**
 * What each thread of a process tree did in each interval, to tell how long the run would take on
 * an otherwise idle machine with `cores` cores. On a shared, busy machine wall time says little; but
 * in each interval, the work of the busiest thread cannot go faster than one core, and the work of
 * all threads no faster than all cores: the larger of the two is that interval's idle-machine time.
 */
export class CpuTimeline {
  private last = new Map<string, number>()
  seconds = 0
  allBusy = 0
  private total = new Map<string, number>()
  constructor(readonly cores: number) {}

  /** CPU seconds seen per thread so far. */
  sampled(): Iterable<number> {
    return [...this.total.values()].map((ticks) => ticks / 100)
  }

  sample(pids: readonly number[]): void {
    const now = threadTicks(pids)
    let sum = 0
    let busiest = 0
    for (const [id, ticks] of now) {
      this.total.set(id, ticks)
      const delta = ticks - (this.last.get(id) ?? 0)
      sum += delta
      busiest = Math.max(busiest, delta)
    }
    this.last = now
    const interval = Math.max(busiest, sum / this.cores) / 100
    this.seconds += interval
    if (sum / this.cores >= busiest) this.allBusy += interval
  }
}

/**
 * Samples the CPU of every thread of the process tree under `root` every 250 ms until `stop()`;
 * returns the seconds that would have taken on idle cores (see CpuTimeline).
 */
export function watchCpu(root: number): { stop: () => number } {
  const timeline = new CpuTimeline(os.availableParallelism())
  const timer = setInterval(() => timeline.sample(treeMemory(root).pids), 250)
  return {
    stop: () => {
      clearInterval(timer)
      timeline.sample(treeMemory(root).pids)
      return timeline.seconds
    },
  }
}

/**
 * Runs a command to its end, sampling the memory of its whole process tree every 50 ms and the CPU
 * of each of its threads every 250 ms.
 */
export async function runMeasured(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; quiet?: boolean },
): Promise<TreeRun> {
  const cpuBefore = childrenCpu()
  const start = performance.now()
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  })
  let peak = 0
  let pids: number[] = []
  const timeline = new CpuTimeline(os.availableParallelism())
  const memory = setInterval(() => {
    const tree = treeMemory(child.pid!)
    peak = Math.max(peak, tree.bytes)
    pids = tree.pids
  }, 50)
  const cpu = setInterval(() => timeline.sample(pids), 250)
  const code = await new Promise<number | null>((r) => child.on('exit', r))
  clearInterval(memory)
  clearInterval(cpu)
  const seconds = (performance.now() - start) / 1000
  const total = childrenCpu() - cpuBefore
  // The CPU of the last interval (threads gone before a sample) counts at the pace of all cores.
  const unseen = Math.max(0, total - [...timeline.sampled()].reduce((a, b) => a + b, 0))
  const idleSeconds = timeline.seconds + unseen / timeline.cores
  return {
    seconds,
    cpu: total,
    peak,
    code,
    idle: { seconds: idleSeconds, allBusy: timeline.allBusy / idleSeconds, cores: timeline.cores },
  }
}
