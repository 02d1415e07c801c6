/** The interview types seeded on start: one per advertised topic of spec §1, each with its start form. */
import type { FieldDefinition } from "../contract/fields.ts"
import { TOPIC_GROUPS, TOPIC_NAMES, type Topic } from "../coach/bank/topic-list.ts"
import type { InterviewTypeSeed } from "../ports/Interviews.ts"

const CATEGORY_NAMES = {
  languages: "Programming Languages",
  frameworks: "Technologies and Frameworks",
  fundamentals: "CS Fundamentals and Others"
} as const

const DESCRIPTIONS: Readonly<Record<Topic, string>> = {
  python: "Data model, collections, generators, decorators, concurrency and the standard library.",
  java: "The JVM, collections, generics, concurrency, memory and modern Java features.",
  javascript: "The event loop, closures, prototypes, async code, modules and the browser.",
  typescript: "The type system, generics, narrowing, utility types and configuring the compiler.",
  cpp: "Memory and ownership, RAII, templates, the STL, move semantics and modern C++.",
  csharp: "The CLR, LINQ, async/await, generics, memory and modern .NET.",
  go: "Goroutines, channels, interfaces, errors, the scheduler and idiomatic Go.",
  rust: "Ownership, borrowing, lifetimes, traits, error handling and fearless concurrency.",
  react: "Components, hooks, rendering, state, effects, performance and React 19.",
  nodejs: "The event loop, streams, modules, the runtime, performance and security.",
  express: "Middleware, routing, error handling, security and structuring an API.",
  nextjs: "The App Router, Server Components, rendering strategies, caching and routing.",
  redux: "Stores, reducers, Redux Toolkit, middleware, selectors and RTK Query.",
  django: "Models and the ORM, views, templates, migrations, the admin and security.",
  flask: "Routing, the app and request contexts, blueprints, extensions and deployment.",
  "spring-boot": "Auto-configuration, dependency injection, data access, REST and testing.",
  "data-structures": "Arrays, lists, stacks, queues, hash tables, trees, heaps and graphs.",
  algorithms: "Complexity, sorting, searching, recursion, greedy methods and dynamic programming.",
  "system-design": "Requirements, estimates, scaling, storage, caching, queues and trade-offs.",
  dbms: "Relational modelling, normalisation, transactions, indexes and query processing.",
  oops: "Encapsulation, inheritance, polymorphism, abstraction and design principles.",
  "operating-systems": "Processes, threads, scheduling, memory, synchronisation and file systems.",
  networking: "The OSI and TCP/IP models, TCP, UDP, HTTP, DNS, TLS and routing.",
  aptitude: "Quantitative, logical and data-sufficiency problems with exact answers.",
  hr: "Behavioural questions answered with STAR stories: teamwork, conflict, leadership and growth.",
  sql: "Joins, grouping, subqueries, window functions and query performance on small schemas."
}

const displayName = (topic: Topic): string =>
  topic === "aptitude" ? "Aptitude Test" : topic === "hr" ? "HR Interview" : `${TOPIC_NAMES[topic]} Interview`

export const EXPERIENCE_LEVELS = [
  { value: "intern", label: "Intern" },
  { value: "fresher", label: "Fresher (0–1 years)" },
  { value: "junior", label: "Junior (1–3 years)" },
  { value: "mid", label: "Mid-level (3–6 years)" },
  { value: "senior", label: "Senior (6+ years)" }
] as const

export const QUESTION_COUNT = { min: 3, max: 15, default: 5 } as const

const startFormFields: ReadonlyArray<FieldDefinition> = [
  {
    key: "difficulty",
    label: "Difficulty",
    type: "select",
    required: true,
    options: [
      { value: "easy", label: "Easy" },
      { value: "medium", label: "Medium" },
      { value: "hard", label: "Hard" },
      { value: "mixed", label: "Mixed" }
    ],
    properties: { value: "medium" }
  },
  {
    key: "questionCount",
    label: "Number of questions",
    type: "range",
    required: true,
    validation: { min: QUESTION_COUNT.min, max: QUESTION_COUNT.max },
    properties: { value: QUESTION_COUNT.default, step: 1 }
  },
  {
    key: "experience",
    label: "Experience level",
    type: "select",
    required: true,
    options: EXPERIENCE_LEVELS.map((l) => ({ ...l })),
    properties: { value: "fresher" }
  },
  {
    key: "followUps",
    label: "Follow-up questions",
    type: "switch",
    placeholder: "The interviewer may ask one short follow-up on a point your answer missed",
    properties: { value: true }
  },
  {
    key: "targetRole",
    label: "Target role (optional)",
    type: "text",
    placeholder: "e.g. Backend developer",
    validation: { pattern: "^.{0,100}$", message: "Target role must be at most 100 characters" }
  },
  {
    key: "jobDescription",
    label: "Job description (optional)",
    type: "textarea",
    placeholder: "Paste the job description to focus the questions on it",
    validation: { pattern: "^[\\s\\S]{0,3000}$", message: "Job description must be at most 3000 characters" },
    properties: { rows: 4 }
  }
]

const answerFormFields: ReadonlyArray<FieldDefinition> = [
  {
    key: "answerMode",
    label: "How will you answer?",
    type: "radio",
    required: true,
    options: [
      { value: "voice", label: "Speaking (microphone)" },
      { value: "text", label: "Typing" }
    ],
    properties: { value: "voice" }
  }
]

export const catalog: ReadonlyArray<InterviewTypeSeed> = (Object.keys(TOPIC_GROUPS) as Array<keyof typeof TOPIC_GROUPS>)
  .flatMap((group) => TOPIC_GROUPS[group].map((topic) => ({ group, topic: topic as Topic })))
  .map(({ group, topic }, i) => ({
    name: topic,
    displayName: displayName(topic),
    description: DESCRIPTIONS[topic],
    category: CATEGORY_NAMES[group],
    topic,
    questionFields: startFormFields,
    answerFields: answerFormFields,
    sortOrder: i + 1
  }))

/**
 * The type of a "Practise your weak points" interview (issue #17): inactive, so the start page never lists it; its
 * questions come from the user's own history, not from a topic.
 */
export const WEAK_POINTS_TOPIC = "weak-points"
export const weakPointsType: InterviewTypeSeed = {
  name: WEAK_POINTS_TOPIC,
  displayName: "Weak Points Practice",
  description: "The questions whose talking points you missed, brought back on a spaced-repetition schedule.",
  category: "Practice",
  topic: WEAK_POINTS_TOPIC,
  questionFields: [],
  answerFields: answerFormFields,
  sortOrder: 1000,
  isActive: false
}

/**
 * The type of an interview built from a job description (issue #16): listed on the start page; at start the server
 * reads the description for the skills it names and plans the questions (core/interviews/job-interview.ts).
 */
export const JOB_DESCRIPTION_TOPIC = "job-description"
export const jobDescriptionFields: ReadonlyArray<FieldDefinition> = [
  {
    key: "jobDescription",
    label: "Job description",
    type: "textarea",
    required: true,
    placeholder: "Paste the job description: the skills it names become the interview's questions",
    validation: { pattern: "^[\\s\\S]{0,3000}$", message: "Job description must be at most 3000 characters" },
    properties: { rows: 8 }
  },
  {
    key: "skills",
    label: "Skills to practise",
    type: "text",
    placeholder: "the ids of the skills found to keep, separated by commas; empty keeps them all",
    validation: { pattern: "^(?:[a-z0-9-]{1,40}(?:,[a-z0-9-]{1,40}){0,79})?$", message: "Skills must be skill ids separated by commas" }
  },
  ...startFormFields.filter((f) => f.key !== "jobDescription")
]
export const jobDescriptionType: InterviewTypeSeed = {
  name: JOB_DESCRIPTION_TOPIC,
  displayName: "Interview from a Job Description",
  description: "Paste a job description: the coach finds the skills it names and builds a mixed interview on them, behavioural questions included.",
  category: "Practice",
  topic: JOB_DESCRIPTION_TOPIC,
  questionFields: jobDescriptionFields,
  answerFields: answerFormFields,
  sortOrder: 900
}
