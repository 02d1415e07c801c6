/** The SemEval harness (bench/semeval/): metrics on hand-computed cases, and the loader against the documented counts. */
import { describe, expect, it } from "vitest"
import { bagOfWordsCosine } from "../../bench/semeval/baseline.ts"
import { decodeXmlEntities, loadSplit, parseQuestionXml, splitFiles } from "../../bench/semeval/data.ts"
import {
  accuracy,
  bootstrapMacroF1,
  classify,
  confusion,
  fitCutoff,
  fitCutoffForMacroF1,
  fitCutoffWithAccuracy,
  fitMacroF1Cutoff,
  macroF1
} from "../../bench/semeval/metrics.ts"
import { seededRandom } from "../../core/coach/selection/seeded-random.ts"

type L = "correct" | "incorrect"
const c: L = "correct"
const i: L = "incorrect"
const LABELS: ReadonlyArray<L> = [c, i]

describe("macro-F1, accuracy and confusion", () => {
  it("match a hand-computed 2-way case", () => {
    const gold = [c, c, c, i, i]
    const predicted = [c, c, i, i, c]
    // correct: tp 2, 3 predicted, 3 gold → P = R = 2/3, F1 = 2/3; incorrect: tp 1, 2 predicted, 2 gold → F1 = 1/2
    expect(macroF1(gold, predicted, LABELS)).toBeCloseTo((2 / 3 + 1 / 2) / 2, 12)
    expect(accuracy(gold, predicted)).toBeCloseTo(3 / 5, 12)
    expect(confusion(gold, predicted, LABELS).matrix).toEqual([[2, 1], [1, 1]])
  })

  it("counts a label never predicted as F1 0", () => {
    // all predicted correct: correct P = 1/4, R = 1 → F1 = 0.4; incorrect F1 = 0 → macro 0.2
    expect(macroF1([c, i, i, i], [c, c, c, c], LABELS)).toBeCloseTo(0.2, 12)
  })

  it("averages over the labels seen when none are named", () => {
    expect(macroF1([c, c], [c, c])).toBe(1)
    expect(macroF1([c, c], [c, c], LABELS)).toBe(0.5)
  })
})

describe("fitCutoff", () => {
  it("finds the accuracy-maximising cut-off, midway between scores, lowest on a tie", () => {
    const scores = [10, 20, 30, 40, 50, 60]
    const labels = [i, i, c, i, c, c]
    // cut below 10: 3 right; 15: 4; 25: 5; 35: 4; 45: 5; 55: 4; above 60: 3
    expect(fitCutoff(scores, labels)).toBe(25)
    expect(fitCutoffWithAccuracy(scores, labels)).toMatchObject({ cutoff: 25, accuracy: 5 / 6, tied: [25, 45] })
    expect(scores.map((s) => classify(s, 25))).toEqual([i, i, c, c, c, c])
  })

  it("moves equal scores together and handles the extremes", () => {
    expect(fitCutoff([50, 50, 70, 70], [i, i, c, c])).toBe(60)
    expect(fitCutoff([70, 50, 70, 50], [c, i, c, i])).toBe(60) // input order does not matter
    expect(fitCutoff([5, 80, 90], [c, c, c])).toBe(5) // everything correct: the lowest score
    expect(fitCutoff([5, 80, 90], [i, i, i])).toBe(Infinity) // nothing correct
    expect(classify(60, 60)).toBe(c) // score ≥ cut-off → correct
  })
})

describe("the cut-off is fitted for the figure reported: 2-way macro-F1 on training", () => {
  it("can differ from the accuracy cut-off: a minority of right answers is not all judged incorrect", () => {
    const scores = [10, 20, 30, 40, 50, 60, 70]
    const labels = [c, i, c, c, i, i, i]
    // accuracy: judging everything incorrect is right 4 times in 7, better than any cut
    expect(fitCutoffWithAccuracy(scores, labels)).toMatchObject({ cutoff: Infinity, accuracy: 4 / 7, macroF1: 0 + (8 / 11) / 2 })
    // cut 25: tp 2, fp 3, fn 1, tn 1 → F1 correct 4/8, incorrect 2/6 → macro (1/2 + 1/3) / 2
    expect(fitCutoffForMacroF1(scores, labels)).toMatchObject({ cutoff: 25, objective: "macro-F1", accuracy: 3 / 7, tied: [25] })
    expect(fitCutoffForMacroF1(scores, labels).macroF1).toBeCloseTo((1 / 2 + 1 / 3) / 2, 12)
    expect(fitMacroF1Cutoff(scores, labels)).toBe(25)
  })

  it("reaches the best training macro-F1 of any cut-off (brute force on seeded random cases)", () => {
    const random = seededRandom(7)
    for (let round = 0; round < 200; round++) {
      const n = 1 + Math.floor(random() * 30)
      const scores = Array.from({ length: n }, () => Math.floor(random() * 10))
      const labels = scores.map((s) => (random() < 0.2 + s / 15 ? c : i))
      const fit = fitCutoffForMacroF1(scores, labels)
      const candidates = [...new Set(scores)].flatMap((s) => [s, s + 0.5]).concat([-1, Infinity])
      const best = Math.max(...candidates.map((cut) => macroF1(labels, scores.map((s) => classify(s, cut)), LABELS)))
      expect(fit.macroF1).toBeCloseTo(best, 12)
      expect(macroF1(labels, scores.map((s) => classify(s, fit.cutoff)), LABELS)).toBeCloseTo(best, 12)
      for (const t of fit.tied) expect(macroF1(labels, scores.map((s) => classify(s, t)), LABELS)).toBeCloseTo(best, 12)
    }
  })
})

describe("bootstrapMacroF1", () => {
  const gold = Array.from({ length: 200 }, (_, k) => (k % 3 === 0 ? c : i))
  const predicted = gold.map((g, k) => (k % 7 === 0 ? (g === c ? i : c) : g))

  it("is deterministic for a seed and brackets the point estimate", () => {
    const a = bootstrapMacroF1(gold, predicted, { labels: LABELS, seed: 7 })
    expect(bootstrapMacroF1(gold, predicted, { labels: LABELS, seed: 7 })).toEqual(a)
    const point = macroF1(gold, predicted, LABELS)
    expect(a.low).toBeLessThanOrEqual(point)
    expect(a.high).toBeGreaterThanOrEqual(point)
    expect(a.high - a.low).toBeGreaterThan(0)
  })

  it("is a single point when every resample is the same", () => {
    expect(bootstrapMacroF1([c, c, c], [c, c, c], { labels: [c] })).toEqual({ low: 1, high: 1 })
  })

  it("resamples whole questions when given groups", () => {
    // two questions: q1 all right, q2 all wrong; a resample is q1+q1, q1+q2 or q2+q2 → macro-F1 1, 0.5 or 0
    const g = [c, i, c, i]
    const p = [c, i, i, c]
    const byQuestion = bootstrapMacroF1(g, p, { labels: LABELS, groups: ["q1", "q1", "q2", "q2"] })
    expect(byQuestion).toEqual({ low: 0, high: 1 })
  })
})

describe("the bag-of-words baseline", () => {
  it("is the cosine of lower-cased term counts", () => {
    expect(bagOfWordsCosine("The bulb", "the BULB!")).toBeCloseTo(1, 12)
    // [a:2, b:1] · [a:1, c:1] = 2; |x| = √5, |y| = √2
    expect(bagOfWordsCosine("a a b", "a c")).toBeCloseTo(2 / Math.sqrt(10), 12)
    expect(bagOfWordsCosine("", "a")).toBe(0)
  })
})

describe("the SemEval-2013 Task 7 loader", () => {
  const answers = (qs: ReadonlyArray<{ answers: ReadonlyArray<unknown> }>) => qs.reduce((n, q) => n + q.answers.length, 0)

  it("finds the documented counts (files and answers)", () => {
    const cases = [
      ["sciEntsBank", "training", 135, 4969],
      ["beetle", "training", 47, 3941],
      ["sciEntsBank", "test-unseen-questions", 15, 733],
      ["beetle", "test-unseen-questions", 9, 819],
      ["sciEntsBank", "test-unseen-answers", 135, 540],
      ["sciEntsBank", "test-unseen-domains", 46, 4562],
      ["beetle", "test-unseen-answers", 47, 439]
    ] as const
    for (const [corpus, split, files, count] of cases) {
      for (const ways of [2, 3] as const) {
        expect(splitFiles(corpus, split, ways), `${corpus} ${split} ${ways}-way files`).toHaveLength(files)
        const questions = loadSplit(corpus, split, ways)
        expect(questions, `${corpus} ${split} ${ways}-way questions`).toHaveLength(files)
        expect(answers(questions), `${corpus} ${split} ${ways}-way answers`).toBe(count)
      }
    }
  })

  it("reads labels, texts and every reference answer", () => {
    const training2 = loadSplit("beetle", "training", 2)
    expect(new Set(training2.flatMap((q) => q.answers.map((a) => a.label)))).toEqual(new Set(["correct", "incorrect"]))
    expect(new Set(loadSplit("beetle", "training", 3).flatMap((q) => q.answers.map((a) => a.label))))
      .toEqual(new Set(["correct", "contradictory", "incorrect"]))
    expect(training2.reduce((n, q) => n + q.references.length, 0)).toBe(205)
    for (const q of training2) {
      expect(q.text.length).toBeGreaterThan(0)
      expect(q.references.length).toBeGreaterThan(0)
    }
    // an entity in the data: "If the voltage reading is &gt;0, …"
    const all = loadSplit("beetle", "test-unseen-questions", 2).flatMap((q) => q.answers)
    expect(all.some((a) => a.text.startsWith("If the voltage reading is >0,"))).toBe(true)
  })

  it("parses the XML format and decodes entities", () => {
    expect(decodeXmlEntities("a &gt; 0 &amp;&amp; b &lt; &quot;x&quot; &apos;&#65;&#x42;&unknown;")).toBe("a > 0 && b < \"x\" 'AB&unknown;")
    const q = parseQuestionXml(`<?xml version="1.0"?>
<question id="Q&amp;1" module="M">
  <questionText>Why &lt;this&gt;?</questionText>
  <referenceAnswers><referenceAnswer id="r1">Because.</referenceAnswer><referenceAnswer id="r2"><![CDATA[a < b]]></referenceAnswer></referenceAnswers>
  <studentAnswers>
    <studentAnswer id="s1" accuracy="correct">  yes  </studentAnswer>
    <studentAnswer accuracy='incorrect' id="s2"/>
  </studentAnswers>
</question>`)
    expect(q).toEqual({
      id: "Q&1",
      text: "Why <this>?",
      references: ["Because.", "a < b"],
      answers: [{ id: "s1", text: "yes", label: "correct" }, { id: "s2", text: "", label: "incorrect" }]
    })
  })
})
