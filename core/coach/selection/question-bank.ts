/** A question bank indexed for the coach: by id, by topic, by question text, plus its lexicon (built on first use). */
import type { BankQuestion } from "../bank/types.ts"
import { type Lexicon, makeLexicon } from "../reading/lexicon.ts"
import { textKey } from "../reading/text.ts"

export interface QuestionBank {
  readonly questions: ReadonlyArray<BankQuestion>
  readonly byId: ReadonlyMap<string, BankQuestion>
  readonly topic: (topic: string) => ReadonlyArray<BankQuestion>
  /** The bank question with this text, ignoring case, punctuation and spacing. */
  readonly findByText: (text: string) => BankQuestion | undefined
  readonly lexicon: () => Lexicon
}

/** Texts not the bank's word for word kept with what they matched (null: none), up to this many. */
const OTHER_TEXTS = 10_000

export const makeQuestionBank = (questions: ReadonlyArray<BankQuestion>): QuestionBank => {
  const byId = new Map(questions.map((q) => [q.id, q] as const))
  const byTopic = new Map<string, Array<BankQuestion>>()
  for (const q of questions) {
    const list = byTopic.get(q.topic)
    if (list === undefined) byTopic.set(q.topic, [q])
    else list.push(q)
  }
  const byExactText = new Map(questions.map((q) => [q.text, q] as const))
  let byText: Map<string, BankQuestion> | undefined
  const byOtherText = new Map<string, BankQuestion | null>()
  let lexicon: Lexicon | undefined
  return {
    questions,
    byId,
    topic: (topic) => byTopic.get(topic) ?? [],
    findByText: (text) => {
      const exact = byExactText.get(text)
      if (exact !== undefined) return exact
      // A text asked again (every answer of a batch names its question) is looked up without reading it again.
      const known = byOtherText.get(text)
      if (known !== undefined) return known ?? undefined
      byText ??= new Map(questions.map((q) => [textKey(q.text), q] as const))
      const found = byText.get(textKey(text))
      if (byOtherText.size >= OTHER_TEXTS) byOtherText.clear()
      byOtherText.set(text, found ?? null)
      return found
    },
    lexicon: () => (lexicon ??= makeLexicon(questions))
  }
}
