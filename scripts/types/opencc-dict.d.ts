/** OpenCC's traditional → simplified character table: `"繁 简|…"` pairs (opencc-js ships no types for its dictionaries). */
declare module 'opencc-js/dict/TSCharacters' {
  const pairs: string
  export default pairs
}
