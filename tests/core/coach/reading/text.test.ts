import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { indexAnswer } from "../../../../core/coach/reading/answer-index.ts"
import { analyseSentences, splitSentences, stem, stemPhrase, tokenize, tokenizeByPattern, wordOf } from "../../../../core/coach/reading/text.ts"

describe("text", () => {
  it("matching ignores simple endings: -s, -es, -ed, -ing, -ly share one stem", () => {
    const family = (words: ReadonlyArray<string>) => new Set(words.map(stem))
    expect(family(["cache", "caches", "cached", "caching"]).size).toBe(1)
    expect(family(["class", "classes"]).size).toBe(1)
    expect(family(["query", "queries", "queried"]).size).toBe(1)
    expect(family(["map", "maps", "mapping", "mapped"]).size).toBe(1)
    expect(family(["use", "uses", "used", "using"]).size).toBe(1)
    expect(family(["quick", "quickly"]).size).toBe(1)
  })

  it("keeps short words and words without a vowel-bearing stem whole", () => {
    expect(stem("is")).toBe("is")
    expect(stem("string")).toBe("string")
    expect(stem("thing")).toBe("thing")
  })

  it("strips -ly only from a real word: 'only' is not 'on', 'apply' is not 'app'", () => {
    expect(stem("only")).not.toBe(stem("on"))
    expect(stem("apply")).not.toBe(stem("app"))
    expect(stem("early")).not.toBe(stem("ear"))
    expect(stem("really")).toBe(stem("real"))
  })

  it("spoken filler is no word of the answer: 'sort of' is not sorting, 'you know' and 'I mean' say nothing", () => {
    const a = indexAnswer("So yeah, I mean, it is sort of kind of faster, you know. You know the size, so sort the array by its mean.")
    expect(a.occurrences.get(stem("sort"))?.length).toBe(1)
    expect(a.occurrences.get(stem("kind"))).toBeUndefined()
    expect(a.occurrences.get(stem("know"))?.length).toBe(1)
    expect(a.occurrences.get(stem("mean"))?.length).toBe(1)
  })

  it("matching ignores case and punctuation and expands contractions", () => {
    expect(tokenize("Tuples CAN'T be changed!")).toEqual(["tuples", "can", "not", "be", "changed"])
    expect(tokenize("It's immutable; it isn't a list.")).toEqual(["it", "is", "immutable", "it", "is", "not", "a", "list"])
    expect(stemPhrase("cannot be changed")).toEqual(stemPhrase("can't be changed"))
  })

  it("keeps symbols that name things: C++, C#, __eq__, decimals", () => {
    expect(tokenize("C++ and C# differ; __eq__ backs equality and 12.5 stays whole")).toEqual([
      "c++", "and", "c#", "differ", "__eq__", "backs", "equality", "and", "12.5", "stays", "whole"
    ])
    expect(tokenize("node.js")).toEqual(["node", "js"])
  })

  it("reads operators as they are said: == and === and != and !== and && and ||", () => {
    expect(tokenize("null == undefined but not ===")).toEqual(["null", "double", "equals", "undefined", "but", "not", "triple", "equals"])
    expect(tokenize("a != b, a !== b")).toEqual(["a", "not", "equals", "b", "a", "not", "triple", "equals", "b"])
    expect(tokenize("a && b || c")).toEqual(["a", "logical", "and", "b", "logical", "or", "c"])
    expect(tokenize("x => y")).toEqual(["x", "=>", "y"])
  })

  it("splits sentences at . ! ? and line breaks but not inside e.g., decimals or file names", () => {
    expect(splitSentences("Use a tuple, e.g. a point. It costs 1.5 units! Read config.yaml first? Yes\n- a bullet")).toEqual([
      "Use a tuple, e.g. a point.",
      "It costs 1.5 units!",
      "Read config.yaml first?",
      "Yes",
      "a bullet"
    ])
  })

  it("cuts a long unpunctuated transcript into windows of at most 40 words", () => {
    const transcript = Array.from({ length: 100 }, (_, i) => (i % 10 === 9 ? "and" : `word${i}`)).join(" ")
    const sentences = analyseSentences(transcript)
    expect(sentences.length).toBeGreaterThanOrEqual(3)
    expect(sentences.every((s) => s.tokens.length <= 40)).toBe(true)
    expect(sentences.reduce((n, s) => n + s.tokens.length, 0)).toBe(100)
  })

  it("the fast scanner reads any text exactly as the token pattern does", () => {
    const alphabet = fc.constantFrom(..."aZq0_ '.,;:=!<>&|+#-`\u2018\u2019\u02bc\u00e9\u212a\n?".split(""))
    const texts = fc.oneof(fc.string({ maxLength: 80 }), fc.array(alphabet, { maxLength: 60 }).map((c) => c.join("")), fc.lorem({ maxCount: 20 }))
    fc.assert(fc.property(texts, (text) => {
      expect(tokenize(text)).toEqual(tokenizeByPattern(text))
    }), { numRuns: 3000 })
    expect(tokenize("It's C++ and node.js: can't, won't, a==b")).toEqual(tokenizeByPattern("It's C++ and node.js: can't, won't, a==b"))
  })

  it("words are kept once: the same word reads the same however many other words are read in between", () => {
    const first = wordOf("caching")
    for (let i = 0; i < 70_000; i++) wordOf(`word${i}x`)
    expect(wordOf("caching").stem).toBe(first.stem)
    expect(stem("caching")).toBe(stem("cached"))
  })
})
