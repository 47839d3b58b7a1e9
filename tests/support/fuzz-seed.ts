/**
 * Seed of a fuzz run: `FUZZ_SEED=<n>` replays a run; otherwise each run takes a new one. fast-check
 * prints the seed (and the counterexample's path) when a property fails.
 */
export function fuzzSeed(): number {
  const given = Number(process.env.FUZZ_SEED)
  return Number.isInteger(given) ? given : Math.floor(Math.random() * 2 ** 31)
}
