/**
 * Small closed word classes of English that the coach uses to tell sentences from keyword lists, natural
 * word order from shuffled text, and content words from glue. All entries are tokens as `tokenize` emits them.
 */

const set = (words: string): ReadonlySet<string> => new Set(words.split(/\s+/).filter((w) => w.length > 0))

const ARTICLES = set("the a an")
const DETERMINERS = set("the a an this that these those each every some any no my your its our their his her")
const PREPOSITIONS = set(
  "of in on at to for with by from into onto about over under between through during before after without within across against among via per than upon"
)
const BE_FINITE = set("is are was were am")
const AUXILIARIES = set("be been being has have had do does did can could will would shall should may might must")
const MODALS = set("can could will would shall should may might must")
const SUBJECT_PRONOUNS = set("i we they he she")
const PRONOUNS = set(
  "i you he she it we they me him us them what which who whom whose there here this that these those one ones something anything everything nothing"
)
const CONJUNCTIONS = set(
  "and or but so because if when while although though since unless whereas then as that whether where how why until once nor yet otherwise instead"
)
const COORDINATORS = set("and or but because although whereas")
const NEGATIONS = set("not no never none nor")
const OTHER_FUNCTION = set(
  "also very just only too more most less least all both either neither such own same other another really quite rather even still already always often usually sometimes each every any"
)

/** Words that glue a sentence together; a real sentence has plenty, a keyword list has almost none. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  ...DETERMINERS,
  ...PREPOSITIONS,
  ...BE_FINITE,
  ...AUXILIARIES,
  ...PRONOUNS,
  ...CONJUNCTIONS,
  ...NEGATIONS,
  ...OTHER_FUNCTION
])

/** SQL's own glue words: a written query is structure, not a keyword list. */
const SQL_STRUCTURE_WORDS = set(
  "select from where join inner left right outer full cross on group by order having as and or not in exists limit offset union all distinct case when then else end with insert into values update set delete create table index"
)

/** Words that carry no topic on their own; never treated as key terms. */
const GENERIC_WORDS: ReadonlySet<string> = new Set([
  ...FUNCTION_WORDS,
  ...set(
    "use used uses using make makes made making way ways thing things stuff good better best bad also like well get gets got lot lots kind sort basically actually really simply just okay ok yes yeah um uh erm hmm know think mean say said let lets want need needs needed example examples instance e g ie eg etc i.e e.g work works working worked case cases time times new many much well able different same something someone every first second third one two three mostly etc last ago anyway today yesterday tomorrow went came took gave saw told felt thought kept"
  )
])

/** Phrases that only hedge; an answer made of nothing else says nothing. */
export const HEDGE_PHRASES: ReadonlyArray<string> = [
  "i do not know",
  "i dont know",
  "dont know",
  "do not know",
  "not sure",
  "no idea",
  "i have no idea",
  "i can not remember",
  "i do not remember",
  "i forgot",
  "i forget",
  "no clue",
  "i have no clue",
  "sorry",
  "i am not familiar",
  "not familiar",
  "never heard",
  "i have never used",
  "i would have to look it up",
  "i would need to look it up",
  "i would google it",
  "i guess",
  "maybe",
  "perhaps",
  "i think"
]

/** Whether a token may stand as a key term: not glue, not generic, not a lone character. */
/**
 * Spoken filler of two words, whose content word says nothing: "sort of" and "kind of" (not sorting), "at all" (it
 * only stresses a negation: "not at all" denies, it does not say "all"), and "you know" or "I mean" closing their
 * clause ("…, you know.", "I mean, …") — not "you know the size". Whether token i is that word; `segmentOf` numbers
 * each token's clause (the stretch between commas).
 */
export const inFillerPhrase = (tokens: ReadonlyArray<string>, segmentOf: ReadonlyArray<number>, i: number): boolean => {
  const t = tokens[i]
  if (t === "sort" || t === "kind") return tokens[i + 1] === "of"
  if (t === "all") return i > 0 && tokens[i - 1] === "at"
  if (t !== "know" && t !== "mean") return false
  const endsClause = i + 1 >= tokens.length || segmentOf[i + 1] !== segmentOf[i]
  return endsClause && tokens[i - 1] === (t === "know" ? "you" : "i")
}

export const isContentToken = (token: string): boolean => token.length > 1 && !GENERIC_WORDS.has(token)

/** Word classes as bits, so one lookup per token answers every class question (text.ts caches them per word). */
export const WORD_CLASS = {
  content: 1,
  glue: 2, // FUNCTION_WORDS
  sqlStructure: 4,
  article: 8,
  be: 16,
  modal: 32,
  preposition: 64,
  coordinator: 128,
  subjectPronoun: 256,
  not: 512,
  negation: 1024, // NEGATING_WORDS
  plain: 2048, // letters a–z, digits and underscores only (isPlainToken)
  analogy: 4096, // ANALOGY_OPENERS
  exampleOpener: 8192, // the first word of one of EXAMPLE_PHRASES
  tradeOffOpener: 16384 // the first word of one of TRADE_OFF_PHRASES
} as const

/** Phrases that bring an example, as tokens joined by spaces (assess.ts's depth of an answer). */
export const EXAMPLE_PHRASES = ["for example", "for instance", "such as", "e g", "say we", "imagine", "in my last project", "in one project", "i once", "we once", "in practice"]
/** Phrases that weigh up a trade-off, as tokens joined by spaces (assess.ts's depth of an answer). */
export const TRADE_OFF_PHRASES = ["trade off", "tradeoff", "downside", "drawback", "on the other hand", "however", "whereas", "the cost is", "at the cost", "but", "instead", "unless", "except when", "the catch"]
const firstWords = (phrases: ReadonlyArray<string>): ReadonlySet<string> => new Set(phrases.map((phrase) => phrase.split(" ")[0]!))
const EXAMPLE_OPENERS = firstWords(EXAMPLE_PHRASES)
const TRADE_OFF_OPENERS = firstWords(TRADE_OFF_PHRASES)

/** Words that open an analogy, to the end of their clause ("like a pile of plates where …": evidence.ts's relevance). */
export const ANALOGY_OPENERS = set("like")

/** Words that negate the claim they precede ("threads can not share", "no shared memory", "never"). */
export const NEGATING_WORDS = set("not no never none nor neither nobody")

/** Whether a token is written in letters a–z, digits and underscores alone (a plain word: no "c++", no "o(n)"). */
export const isPlainToken = (token: string): boolean => {
  for (let k = 0; k < token.length; k++) {
    const c = token.charCodeAt(k)
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95)) return false
  }
  return token.length > 0
}

export const wordClassesOf = (token: string): number =>
  (isPlainToken(token) ? WORD_CLASS.plain : 0) |
  (isContentToken(token) ? WORD_CLASS.content : 0) |
  (FUNCTION_WORDS.has(token) ? WORD_CLASS.glue : 0) |
  (SQL_STRUCTURE_WORDS.has(token) ? WORD_CLASS.sqlStructure : 0) |
  (ARTICLES.has(token) ? WORD_CLASS.article : 0) |
  (BE_FINITE.has(token) ? WORD_CLASS.be : 0) |
  (MODALS.has(token) ? WORD_CLASS.modal : 0) |
  (PREPOSITIONS.has(token) ? WORD_CLASS.preposition : 0) |
  (COORDINATORS.has(token) ? WORD_CLASS.coordinator : 0) |
  (SUBJECT_PRONOUNS.has(token) ? WORD_CLASS.subjectPronoun : 0) |
  (token === "not" ? WORD_CLASS.not : 0) |
  (NEGATING_WORDS.has(token) ? WORD_CLASS.negation : 0) |
  (ANALOGY_OPENERS.has(token) ? WORD_CLASS.analogy : 0) |
  (EXAMPLE_OPENERS.has(token) ? WORD_CLASS.exampleOpener : 0) |
  (TRADE_OFF_OPENERS.has(token) ? WORD_CLASS.tradeOffOpener : 0)
