/**
 * The question words and particles readers wrap around what they look for ("翻译结果能保存下来吗",
 * "where do I see what I used this month"), and the verbs and adverbs that only frame a question
 * (use, keep, support, switch to, right after, 换成), and the words of how often or how suddenly
 * something happens (always, suddenly, 老是, 突然). A query part made of one of these is optional:
 * it adds to a document's score but not to how much of the query the document covers, so a page
 * that phrases the question otherwise is still found. Only queries are read this way; the index keeps
 * every word, and a query of nothing but these words searches for them as usual.
 */

/** Chinese question words and particles, cut out wherever they stand in a run of characters. */
export const ZH_STOP_PHRASES: readonly string[] = [
  '是什么意思',
  '什么意思',
  '啥意思',
  '是怎么回事',
  '怎么回事',
  '咋回事',
  '怎么办',
  '怎么样',
  '怎么才能',
  '怎么',
  '怎样',
  '如何',
  '为什么',
  '为何',
  '为啥',
  '是什么',
  '什么',
  '啥',
  '在哪里',
  '在哪儿',
  '在哪',
  '去哪里',
  '去哪儿',
  '去哪',
  '哪里',
  '哪儿',
  '哪个',
  '能不能',
  '可不可以',
  '是不是',
  '会不会',
  '有没有',
  '要不要',
  '行不行',
  '好不好',
  '几个',
  '几台',
  '几次',
  '几天',
  '几种',
  '多少个',
  '多少次',
  '多长时间',
  '多长',
  '哪些',
  '哪种',
  '有什么',
  '有啥',
  '什么时候',
  '咋办',
  '咋样',
  '咋',
  '到底',
  '究竟',
  '应该',
  '有什么不同',
  '有何不同',
  '区别',
  '差别',
  '差异',
  '可以',
  '能否',
  '是否',
  '请问',
  '换成',
  '改成',
  '成中文',
  '成英文',
  '能用',
  '可以用',
  '怎么弄',
  '的时候',
  '的话',
  '一定要',
  '找不到',
  '老是',
  '总是',
  '经常',
  '突然',
  '改用',
  '切换到',
  '切换成',
  '我的',
  '我们',
  '你们',
  '一下',
  '多少',
  '多久',
  '还在',
  '还能',
  '但是',
  '能换吗',
  '马上',
  '立刻',
  '小技巧',
  '窍门',
  '最好',
  '吗',
  '呢',
  '吧',
  '啊',
  '呀',
]

/** English question words, pronouns, auxiliaries and articles, as typed (lowercase, unstemmed). */
export const EN_STOP_WORDS = new Set(
  (
    "a an the how do does did doing done i im i'm i've ive my me mine can could what whats what's where wheres where's why is isn't isnt are " +
    "aren't am be was were to of in on at for it its it's this that these those there will would should shall when which who " +
    "you your with any some get got please happen happens happened don't dont doesn't doesnt can't cant won't wont didn't didnt so " +
    'many much per see about by from into than and or if then just still also really very way want need possible ' +
    'vs versus difference differences between give gives make makes mean means meaning like now use using support supports supported switch keep keeps right best ' +
    'tips tip tricks always sometimes suddenly anymore properly correctly anything something everything stuff work works have has had'
  ).split(' '),
)

/** Whether a folded, unstemmed word typed in a query is a question word or particle. */
export function isStopWord(typed: string): boolean {
  return EN_STOP_WORDS.has(typed.replace(/\u2019/gu, "'"))
}
