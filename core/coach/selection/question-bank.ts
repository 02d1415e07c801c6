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
  let lexicon: Lexicon | undefined
  return {
    questions,
    byId,
    topic: (topic) => byTopic.get(topic) ?? [],
    findByText: (text) => {
      const exact = byExactText.get(text)
      if (exact !== undefined) return exact
      byText ??= new Map(questions.map((q) => [textKey(q.text), q] as const))
      return byText.get(textKey(text))
    },
    lexicon: () => (lexicon ??= makeLexicon(questions))
  }
}
