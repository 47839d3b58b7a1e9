import path from 'node:path'

/** Where a problem sits: a file and, when known, a 1-based line and column. */
export interface Place {
  file: string
  line?: number
  column?: number
}

/** One content problem: what is wrong, the offending value, and how to fix it. */
export interface ContentProblem extends Place {
  message: string
  hint?: string
}

/** Thrown once per build with every problem found, so an author fixes them all in one pass. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[]
  constructor(problems: readonly ContentProblem[]) {
    super(
      `${problems.length} content error${problems.length === 1 ? '' : 's'} found; the previous build was left untouched.`,
    )
    this.name = 'ContentError'
    this.problems = problems
  }
}

/** Collects problems during a build step instead of stopping at the first one. */
export class ProblemList {
  readonly items: ContentProblem[] = []
  add(problem: ContentProblem): void {
    this.items.push(problem)
  }
  get size(): number {
    return this.items.length
  }
  /** Throws a ContentError when anything was collected. */
  throwIfAny(): void {
    if (this.items.length) throw new ContentError(sortProblems(this.items))
  }
}

function sortProblems(problems: readonly ContentProblem[]): ContentProblem[] {
  return [...problems].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0),
  )
}

/** `file:line:col message` plus an indented hint line, with the file relative to `root`. */
export function formatProblem(problem: ContentProblem, root: string): string {
  const file = path.isAbsolute(problem.file) ? path.relative(root, problem.file) : problem.file
  const where = problem.line ? `${file}:${problem.line}:${problem.column ?? 1}` : file
  return `${where} ${problem.message}${problem.hint ? `\n    hint: ${problem.hint}` : ''}`
}
