/** A small hand-made question bank, so the engine's rules are tested independently of the real bank's content. */
import type { BankQuestion, Difficulty } from "../../../core/coach/bank/types.ts"

export const listTuple: BankQuestion = {
  id: "python-901",
  topic: "python",
  difficulty: "easy",
  kind: "concept",
  text: "What is the difference between a list and a tuple in Python?",
  talkingPoints: [
    { point: "Lists are mutable while tuples cannot be changed after creation.", cues: [["tuple"], ["immutable", "cannot be changed", "fixed"]] },
    { point: "Tuples are hashable, so they can be dictionary keys.", cues: [["hashable", "dictionary key", "dict key"]] },
    { point: "Tuples suit fixed records; lists suit growing collections.", cues: [["record", "coordinate"], ["grow", "append", "collection"]] }
  ],
  modelAnswer:
    "A list is mutable, so you can append or remove items, while a tuple is immutable and cannot be changed once it is built. Because a tuple is immutable it is hashable, so it can be a dictionary key. I use a tuple for a fixed record such as a coordinate and a list for a collection that grows.",
  tags: ["collections"]
}

export const trainSpeed: BankQuestion = {
  id: "aptitude-901",
  topic: "aptitude",
  difficulty: "easy",
  kind: "aptitude",
  text: "A cyclist rides 25 km in 2 hours. What is the average speed?",
  talkingPoints: [
    { point: "Average speed is total distance divided by total time.", cues: [["distance"], ["divided by", "over", "per"]] },
    { point: "25 divided by 2 gives 12.5 km/h.", cues: [["12.5", "twelve point five", "12 and a half"]] }
  ],
  modelAnswer: "Average speed is the total distance divided by the total time, so 25 km divided by 2 hours. That gives 12.5 km/h.",
  tags: ["speed"],
  exactAnswer: "12.5 km/h",
  solution: "Speed = distance / time = 25 / 2 = 12.5 km/h."
}

export const conflictStory: BankQuestion = {
  id: "hr-901",
  topic: "hr",
  difficulty: "medium",
  kind: "behavioural",
  text: "Tell me about a time you disagreed with a teammate.",
  talkingPoints: [
    { point: "Describes the disagreement and what was at stake.", cues: [["disagreed", "disagreement", "conflict"]] },
    { point: "Listened to understand the other view.", cues: [["listened", "understand", "one-on-one"]] },
    { point: "Used data to decide.", cues: [["data", "benchmark", "measured", "test"]] },
    { point: "Gives a measurable outcome.", cues: [["percent", "days", "hours", "faster"]] }
  ],
  modelAnswer:
    "At my last job a teammate and I disagreed about adding a cache before launch. I asked him for a one-on-one to understand his view. We agreed to let data decide, so I ran a benchmark. As a result we launched on time and response times stayed 30 percent under our target.",
  tags: ["conflict"]
}

export const secondSalary: BankQuestion = {
  id: "sql-901",
  topic: "sql",
  difficulty: "medium",
  kind: "sql",
  text: "Write a query that returns the second highest salary.",
  talkingPoints: [
    { point: "Exclude the maximum with a subquery.", cues: [["max"], ["subquery", "less than", "<"]] },
    { point: "Or use DISTINCT with ORDER BY and OFFSET 1.", cues: [["offset", "limit 1 offset 1", "dense_rank"]] },
    { point: "Duplicates of the top salary must not count as the second.", cues: [["distinct", "duplicate", "ties"]] }
  ],
  modelAnswer:
    "SELECT MAX(salary) FROM employees WHERE salary < (SELECT MAX(salary) FROM employees). The subquery removes the highest value. Another way is SELECT DISTINCT salary FROM employees ORDER BY salary DESC LIMIT 1 OFFSET 1, where distinct makes sure duplicates of the top salary do not count.",
  tags: ["subqueries"],
  schema: "CREATE TABLE employees (id INT PRIMARY KEY, salary DECIMAL(10, 2));"
}

const filler = (topic: "go" | "rust", n: number, difficulty: Difficulty, tags: ReadonlyArray<string>): BankQuestion => ({
  id: `${topic}-${String(900 + n)}`,
  topic,
  difficulty,
  kind: "concept",
  text: `Fixture question ${n} about ${tags.join(" and ")} in ${topic}.`,
  talkingPoints: [{ point: `Point about ${tags[0]}.`, cues: [[tags[0]!]] }],
  modelAnswer: `An answer about ${tags.join(" and ")}.`,
  tags
})

/** Twelve go questions, four of each difficulty, for selection tests. */
export const goQuestions: ReadonlyArray<BankQuestion> = [
  filler("go", 1, "easy", ["goroutines"]),
  filler("go", 2, "easy", ["channels"]),
  filler("go", 3, "easy", ["slices"]),
  filler("go", 4, "easy", ["maps"]),
  filler("go", 5, "medium", ["interfaces"]),
  filler("go", 6, "medium", ["errors"]),
  filler("go", 7, "medium", ["context", "cancellation"]),
  filler("go", 8, "medium", ["testing"]),
  filler("go", 9, "hard", ["scheduler"]),
  filler("go", 10, "hard", ["garbage", "collector"]),
  filler("go", 11, "hard", ["kubernetes", "operators"]),
  filler("go", 12, "hard", ["generics"])
]

export const fixtureQuestions: ReadonlyArray<BankQuestion> = [listTuple, trainSpeed, conflictStory, secondSalary, ...goQuestions]
