/** The advertised topics of spec §1, with the slug the product uses for each everywhere. */

export const TOPIC_GROUPS = {
  languages: ["python", "java", "javascript", "typescript", "cpp", "csharp", "go", "rust"],
  frameworks: ["react", "nodejs", "express", "nextjs", "redux", "django", "flask", "spring-boot"],
  fundamentals: [
    "data-structures",
    "algorithms",
    "system-design",
    "dbms",
    "oops",
    "operating-systems",
    "networking",
    "aptitude",
    "hr",
    "sql"
  ]
} as const

export type TopicGroup = keyof typeof TOPIC_GROUPS
export type Topic = (typeof TOPIC_GROUPS)[TopicGroup][number]

export const TOPICS: ReadonlyArray<Topic> = [
  ...TOPIC_GROUPS.languages,
  ...TOPIC_GROUPS.frameworks,
  ...TOPIC_GROUPS.fundamentals
]

/** The names spec §1 advertises, as shown to users. */
export const TOPIC_NAMES: Readonly<Record<Topic, string>> = {
  python: "Python",
  java: "Java",
  javascript: "JavaScript",
  typescript: "TypeScript",
  cpp: "C++",
  csharp: "C#",
  go: "Go",
  rust: "Rust",
  react: "React",
  nodejs: "Node.js",
  express: "Express",
  nextjs: "Next.js",
  redux: "Redux",
  django: "Django",
  flask: "Flask",
  "spring-boot": "Spring Boot",
  "data-structures": "Data Structures",
  algorithms: "Algorithms",
  "system-design": "System Design",
  dbms: "DBMS",
  oops: "OOPs",
  "operating-systems": "Operating Systems",
  networking: "Networking",
  aptitude: "Aptitude",
  hr: "HR Questions",
  sql: "SQL"
}

export const isTopic = (value: string): value is Topic => (TOPICS as ReadonlyArray<string>).includes(value)
