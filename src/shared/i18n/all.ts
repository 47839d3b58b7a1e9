import en from './en.ts'
import { registerStrings } from './strings.ts'
import zh from './zh-Hans.ts'

// Both locales, for code that renders either: the build, the prerender and tests.
registerStrings('zh-Hans', zh)
registerStrings('en', en)

export * from './strings.ts'
