// The build uses highlight.js only through lowlight, which needs one type of it. highlight.js's own
// declarations reference the DOM library, which would let build code use `document` unchecked, so
// the build's compiler reads this declaration instead (see scripts/tsconfig.json `paths`).
export type LanguageFn = (hljs?: unknown) => unknown
