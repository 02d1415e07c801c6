/**
 * Typing slips read as the word meant, for meaning only: an answer word the meaning resources do not know
 * ("seperated", "postive", "conected") that is one slip away from exactly one word the question's own statements use
 * ("separated", "positive", "connected") is read as that word. Students and candidates typing fast make such slips;
 * read as unknown words, they said nothing, and a reversal of the very word ("are seperated by a gap" against "are
 * not separated by the gap") went unseen. Only words of the question are candidates, so a slip is never read as a
 * word the question does not use, and never as an opposite ("async" is not read as "sync").
 */
import { opposed } from "./opposites.ts"
import type { Word } from "./words.ts"

/** Shorter words are too often another real word one slip away ("gap", "gas"). */
const MIN_LENGTH = 5
// An answer's corrections are remembered per question; a question read against endless made-up words forgets them.
const MAX_REMEMBERED = 4096

/**
 * Whether two different words are one slip apart: one letter added, dropped or changed, or two neighbouring letters
 * swapped (Damerau's four kinds of single error).
 */
export const oneSlipApart = (a: string, b: string): boolean => {
  if (a === b) return false
  const la = a.length
  const lb = b.length
  if (la - lb > 1 || lb - la > 1) return false
  let i = 0
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++
  if (la === lb) {
    // one changed letter, or two neighbours swapped
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  // one letter more in the longer one, at the first difference
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

const LETTERS = /^[a-z]+$/

/**
 * The question's words a slip may stand for: `known` says which words the meaning resources know (only those are
 * read better for the correction). Answers `null` for a word that is not a slip of exactly one of them.
 */
export const spellingOf = (vocabulary: Iterable<Word>, known: (token: string) => boolean): ((token: string) => Word | null) => {
  const byLength = new Map<number, Array<Word>>()
  const seen = new Set<string>()
  for (const word of vocabulary) {
    if (word.token.length < MIN_LENGTH || seen.has(word.token) || !LETTERS.test(word.token) || !known(word.token)) continue
    seen.add(word.token)
    const list = byLength.get(word.token.length)
    if (list === undefined) byLength.set(word.token.length, [word])
    else list.push(word)
  }
  const remembered = new Map<string, Word | null>()
  return (token) => {
    if (token.length < MIN_LENGTH || byLength.size === 0) return null
    let meant = remembered.get(token)
    if (meant !== undefined) return meant
    meant = null
    if (LETTERS.test(token)) {
      for (let length = token.length - 1; length <= token.length + 1; length++) {
        for (const word of byLength.get(length) ?? []) {
          if (!oneSlipApart(token, word.token) || opposed(token, word.token)) continue
          // a slip of two of the question's words is a guess: read as neither
          if (meant !== null && meant.stem !== word.stem) {
            meant = null
            length = Number.POSITIVE_INFINITY
            break
          }
          meant = word
        }
      }
    }
    if (remembered.size >= MAX_REMEMBERED) remembered.clear()
    remembered.set(token, meant)
    return meant
  }
}
