/**
 * The skills a job description can name that the question bank can ask about: each with the words a posting uses
 * for it and the bank questions it points at (a whole topic, or a topic's questions with some tags). Read by
 * job-skills.ts; every skill reaches at least one bank question (tests/core/coach/selection/job-skills.test.ts).
 */
import type { Topic } from "../bank/topic-list.ts"

/**
 * How a posting says a skill. A plain string matches in any case, as a whole word or phrase: a space or hyphen in it
 * matches any run of spaces and hyphens ("event-driven" is "event driven"), and a word may take a plural -s.
 * `{ exact }` matches only as written (case included): "REST", "Spring". `{ pattern }` is a regular expression
 * (flags "gu") for a word that is only a skill in context, like Go.
 */
export type SkillAlias = string | { readonly exact: string } | { readonly pattern: string }

/** Where a skill's questions are: a topic's questions, all of them or those with one of the tags. */
export interface SkillTarget {
  readonly topic: Topic
  readonly tags?: ReadonlyArray<string>
}

export interface SkillEntry {
  /** A stable slug, sent back by the start form to keep the skill. */
  readonly id: string
  /** The skill as the start screen shows it. */
  readonly name: string
  readonly kind: "technical" | "behavioural"
  readonly aliases: ReadonlyArray<SkillAlias>
  readonly targets: ReadonlyArray<SkillTarget>
  /**
   * Tags looked for in the topics of the other skills the posting names: "concurrency" in a Java posting asks
   * Java's concurrency questions before the operating-systems ones.
   */
  readonly inKeptTopics?: ReadonlyArray<string>
}

/** A word that names a skill only in a list or beside a programming word: "Java, Go and Rust", "services in Go". */
const inContext = (word: string): SkillAlias => ({
  pattern: `(?:(?<=(?:\\b(?:in|with|using|and|or|of|like|including|plus)\\s+|[,/(:;]\\s*|^\\s*[-*•]\\s*))${word}` +
    `(?![\\p{L}\\p{N}+#'’-])(?!\\s+(?:to|ahead|live|back|beyond|above|through|getter)\\b)` +
    `|(?<![\\p{L}\\p{N}])${word}(?=\\s*(?:[,/);]|\\s(?:and|or|developers?|engineers?|services?|code|programming|language|backend|microservices|modules?)\\b)))`
})

const topic = (t: Topic): SkillTarget => ({ topic: t })
const tagged = (t: Topic, ...tags: Array<string>): SkillTarget => ({ topic: t, tags })

export const SKILL_LEXICON: ReadonlyArray<SkillEntry> = [
  // Languages
  { id: "python", name: "Python", kind: "technical", aliases: ["python", "python3", "cpython"], targets: [topic("python")] },
  { id: "java", name: "Java", kind: "technical", aliases: ["java", "jvm", "jdk", "java 21", "j2ee", "jakarta ee"], targets: [topic("java")] },
  {
    id: "javascript",
    name: "JavaScript",
    kind: "technical",
    aliases: ["javascript", "js", "ecmascript", "es6", "es2015", "vanilla js"],
    targets: [topic("javascript")]
  },
  { id: "typescript", name: "TypeScript", kind: "technical", aliases: ["typescript", { exact: "TS" }], targets: [topic("typescript")] },
  { id: "cpp", name: "C++", kind: "technical", aliases: ["c++", "cpp", "modern c++", "c++17", "c++20"], targets: [topic("cpp")] },
  { id: "csharp", name: "C#", kind: "technical", aliases: ["c#", "csharp", "c sharp", ".net", "dotnet", "asp.net", "asp.net core"], targets: [topic("csharp")] },
  { id: "go", name: "Go", kind: "technical", aliases: ["golang", "go language", "go programming", inContext("Go")], targets: [topic("go")] },
  { id: "rust", name: "Rust", kind: "technical", aliases: ["rust", "rustlang", "tokio"], targets: [topic("rust")] },
  // Frameworks and runtimes
  { id: "react", name: "React", kind: "technical", aliases: [{ exact: "React" }, "react.js", "reactjs", "react js", "react hooks"], targets: [topic("react")] },
  { id: "nodejs", name: "Node.js", kind: "technical", aliases: ["node.js", "nodejs", "node js", inContext("Node")], targets: [topic("nodejs")] },
  { id: "express", name: "Express", kind: "technical", aliases: ["express.js", "expressjs", "express js", inContext("Express")], targets: [topic("express")] },
  { id: "nextjs", name: "Next.js", kind: "technical", aliases: ["next.js", "nextjs", "next js"], targets: [topic("nextjs")] },
  { id: "redux", name: "Redux", kind: "technical", aliases: ["redux", "redux toolkit", "rtk query"], targets: [topic("redux")] },
  { id: "django", name: "Django", kind: "technical", aliases: ["django", "django rest framework", "drf"], targets: [topic("django")] },
  { id: "flask", name: "Flask", kind: "technical", aliases: ["flask"], targets: [topic("flask")] },
  {
    id: "spring-boot",
    name: "Spring Boot",
    kind: "technical",
    aliases: ["spring boot", "springboot", "spring framework", "spring mvc", { pattern: "(?<![\\p{L}\\p{N}])Spring(?![\\p{L}\\p{N}])(?!\\s*(?:'|’)?\\d)" }],
    targets: [topic("spring-boot")]
  },
  // Data
  { id: "sql", name: "SQL", kind: "technical", aliases: ["sql", "t-sql", "pl/sql", "sql queries"], targets: [topic("sql")] },
  { id: "postgresql", name: "PostgreSQL", kind: "technical", aliases: ["postgres", "postgresql", "psql"], targets: [topic("sql"), topic("dbms")] },
  { id: "mysql", name: "MySQL", kind: "technical", aliases: ["mysql", "mariadb"], targets: [topic("sql"), topic("dbms")] },
  {
    id: "relational-databases",
    name: "Relational databases",
    kind: "technical",
    aliases: ["relational database", "relational databases", "rdbms", "database design", "data modeling", "data modelling", "schema design", "normalization", "normalisation"],
    targets: [topic("dbms")]
  },
  {
    id: "query-performance",
    name: "Query performance",
    kind: "technical",
    aliases: ["query optimization", "query optimisation", "query tuning", "query performance", "database indexing", "indexing", "execution plan"],
    targets: [tagged("dbms", "indexing", "query-tuning", "optimizer", "composite-indexes"), tagged("sql", "indexes", "performance", "query-plans")]
  },
  {
    id: "transactions",
    name: "Transactions",
    kind: "technical",
    aliases: ["transactions", "transactional", "acid", "isolation level", "isolation levels"],
    targets: [tagged("dbms", "transactions", "isolation-levels", "acid", "mvcc"), tagged("sql", "transactions", "isolation")]
  },
  {
    id: "nosql",
    name: "NoSQL databases",
    kind: "technical",
    aliases: ["nosql", "mongodb", "mongo", "dynamodb", "cassandra", "couchbase", "document database", "key-value store"],
    targets: [tagged("system-design", "nosql", "databases", "sharding", "partitioning", "key-value-store"), tagged("dbms", "lsm-trees", "storage-engines")]
  },
  {
    id: "orm",
    name: "ORMs",
    kind: "technical",
    aliases: ["orm", "sqlalchemy", "hibernate", "jpa", "entity framework", "django orm"],
    targets: [tagged("django", "orm"), tagged("flask", "sqlalchemy", "database"), tagged("spring-boot", "jpa", "hibernate"), tagged("csharp", "entity framework")]
  },
  { id: "redis", name: "Redis", kind: "technical", aliases: ["redis", "memcached"], targets: [tagged("system-design", "redis", "caching"), tagged("express", "redis")] },
  {
    id: "caching",
    name: "Caching",
    kind: "technical",
    aliases: ["caching", "cache", "cdn", "content delivery network"],
    targets: [tagged("system-design", "caching", "cdn", "stampede"), tagged("networking", "caching", "cdn")],
    inKeptTopics: ["caching", "cache"]
  },
  // Architecture
  {
    id: "kafka",
    name: "Message queues",
    kind: "technical",
    aliases: ["kafka", "rabbitmq", "sqs", "pub/sub", "pubsub", "message queue", "message queues", "message broker", "messaging", "kinesis", "nats"],
    targets: [tagged("system-design", "queues", "messaging", "streaming", "decoupling"), tagged("spring-boot", "messaging")]
  },
  {
    id: "event-driven",
    name: "Event-driven design",
    kind: "technical",
    aliases: ["event-driven", "event driven architecture", "event sourcing", "cqrs", "event streaming"],
    targets: [tagged("system-design", "messaging", "queues", "decoupling", "sagas", "streaming"), tagged("nodejs", "events")]
  },
  {
    id: "microservices",
    name: "Microservices",
    kind: "technical",
    aliases: ["microservice", "microservices", "micro-services", "service-oriented architecture", "soa", "api gateway", "service mesh"],
    targets: [tagged("system-design", "microservices", "api-gateway", "sagas", "resilience"), tagged("spring-boot", "microservices", "resilience")]
  },
  {
    id: "distributed-systems",
    name: "Distributed systems",
    kind: "technical",
    aliases: ["distributed systems", "distributed system", "distributed computing", "eventual consistency", "strong consistency", "cap theorem", "consensus", "replication", "sharding"],
    targets: [tagged("system-design", "distributed-systems", "consistency", "cap", "replication", "sharding", "clocks", "consistent-hashing")]
  },
  {
    id: "system-design",
    name: "System design",
    kind: "technical",
    aliases: ["system design", "systems design", "software architecture", "architecture", "architect", "scalability", "scalable", "high availability", "large-scale", "high-traffic", "load balancing", "load balancer"],
    targets: [topic("system-design")]
  },
  {
    id: "rest-api",
    name: "REST APIs",
    kind: "technical",
    aliases: ["rest api", "rest apis", "restful", "restful api", { exact: "REST" }, "api design", "http api", "web api", "openapi", "swagger"],
    targets: [tagged("system-design", "api-design", "rest"), tagged("express", "rest", "api-design"), tagged("spring-boot", "rest"), tagged("networking", "rest", "http")],
    inKeptTopics: ["rest", "api-design", "api", "http"]
  },
  {
    id: "websockets",
    name: "Real-time systems",
    kind: "technical",
    aliases: ["websocket", "websockets", "real-time", "realtime", "socket.io", "server-sent events"],
    targets: [tagged("system-design", "real-time", "websockets", "chat"), tagged("networking", "websockets", "real-time"), tagged("express", "websockets", "real-time")]
  },
  { id: "payments", name: "Payments", kind: "technical", aliases: ["payments", "payment processing", "fintech", "billing"], targets: [tagged("system-design", "payments", "idempotency")] },
  {
    id: "background-jobs",
    name: "Background jobs",
    kind: "technical",
    aliases: ["celery", "background jobs", "background tasks", "task queue", "task queues", "job queue", "sidekiq"],
    targets: [tagged("django", "background-tasks", "celery"), tagged("flask", "background-tasks", "celery"), tagged("system-design", "queues")]
  },
  // Fundamentals
  {
    id: "data-structures",
    name: "Data structures",
    kind: "technical",
    aliases: ["data structures", "data structure", "hash tables", "hash maps", "linked lists", "binary trees", "heaps", "tries"],
    targets: [topic("data-structures")]
  },
  {
    id: "algorithms",
    name: "Algorithms",
    kind: "technical",
    aliases: ["algorithms", "algorithmic", "dsa", "leetcode", "competitive programming", "big-o", "complexity analysis", "dynamic programming"],
    targets: [topic("algorithms")]
  },
  {
    id: "oop",
    name: "Object-oriented design",
    kind: "technical",
    aliases: ["object-oriented", "object oriented programming", "oop", "oops", "ood", "design patterns", "solid principles", "low-level design"],
    targets: [topic("oops")]
  },
  {
    id: "operating-systems",
    name: "Operating systems",
    kind: "technical",
    aliases: ["operating systems", "operating system", "linux", "unix", "kernel", "posix", "systems programming"],
    targets: [topic("operating-systems")]
  },
  {
    id: "concurrency",
    name: "Concurrency",
    kind: "technical",
    aliases: ["concurrency", "concurrent", "multithreading", "multi-threading", "multi-threaded", "multithreaded", "parallelism", "parallel processing", "thread safety"],
    targets: [tagged("operating-systems", "concurrency", "synchronisation", "threads", "deadlock")],
    inKeptTopics: ["concurrency", "threads", "threading", "goroutines", "channels", "thread-pools", "worker-threads", "async"]
  },
  {
    id: "async",
    name: "Asynchronous programming",
    kind: "technical",
    aliases: ["asynchronous", "async/await", "async programming", "non-blocking", "event loop", "asyncio", "promises"],
    targets: [tagged("javascript", "async", "promises", "event-loop"), tagged("nodejs", "event-loop", "async")],
    inKeptTopics: ["async", "asyncio", "promises", "event-loop", "futures", "tasks"]
  },
  {
    id: "networking",
    name: "Networking",
    kind: "technical",
    aliases: ["networking", "network protocols", "tcp/ip", "tcp", "udp", "dns", "tls", "ssl", "http/2", "http2", { exact: "HTTP" }],
    targets: [topic("networking")]
  },
  {
    id: "security",
    name: "Security",
    kind: "technical",
    aliases: ["security", "secure coding", "owasp", "authentication", "authorization", "authorisation", "oauth", "oauth2", "jwt", "xss", "csrf", "sso"],
    targets: [tagged("express", "security", "authentication"), tagged("networking", "security", "tls")],
    inKeptTopics: ["security", "authentication", "csrf", "injection"]
  },
  {
    id: "testing",
    name: "Testing",
    kind: "technical",
    aliases: ["unit testing", "unit tests", "testing", "tdd", "test-driven", "integration tests", "jest", "vitest", "pytest", "junit", "automated tests", "test automation"],
    targets: [tagged("python", "testing", "mocking"), tagged("express", "testing"), tagged("react", "testing"), tagged("go", "testing"), tagged("spring-boot", "testing")],
    inKeptTopics: ["testing", "mocking"]
  },
  {
    id: "performance",
    name: "Performance tuning",
    kind: "technical",
    aliases: ["performance tuning", "performance optimization", "performance optimisation", "high-performance", "low latency", "low-latency", "profiling", "optimization"],
    targets: [tagged("system-design", "latency", "performance"), tagged("nodejs", "performance")],
    inKeptTopics: ["performance", "profiling", "optimization"]
  },
  {
    id: "memory-management",
    name: "Memory management",
    kind: "technical",
    aliases: ["memory management", "garbage collection", "memory leaks", "memory safety"],
    targets: [tagged("operating-systems", "memory", "virtual-memory", "paging")],
    inKeptTopics: ["memory", "garbage-collection", "garbage collection", "memory-management", "ownership"]
  },
  {
    id: "frontend",
    name: "Web front end",
    kind: "technical",
    aliases: ["front-end", "frontend", "html", "css", "dom", "web performance", "core web vitals", "seo", "single-page application", "spa"],
    targets: [tagged("javascript", "dom", "browser"), tagged("nextjs", "web-vitals", "seo", "images"), tagged("react", "rendering")]
  },
  {
    id: "state-management",
    name: "State management",
    kind: "technical",
    aliases: ["state management", "global state", "zustand", "mobx"],
    targets: [tagged("react", "state", "state-management"), tagged("redux", "state-management", "fundamentals")]
  },
  {
    id: "containers",
    name: "Containers",
    kind: "technical",
    aliases: ["docker", "containers", "containerization", "containerisation", "kubernetes", "k8s", "helm", "openshift"],
    targets: [tagged("spring-boot", "kubernetes", "deployment", "native-image"), tagged("go", "kubernetes", "shutdown"), tagged("nextjs", "self-hosting", "deployment")],
    inKeptTopics: ["deployment", "kubernetes", "self-hosting"]
  },
  {
    id: "cloud",
    name: "Cloud",
    kind: "technical",
    aliases: ["aws", "amazon web services", "gcp", "google cloud", "azure", "cloud", "serverless", "aws lambda", "ec2", "s3"],
    targets: [tagged("system-design", "scaling", "availability", "cdn", "load-balancing", "statelessness")],
    inKeptTopics: ["deployment", "scaling", "edge"]
  },
  {
    id: "ci-cd",
    name: "CI/CD",
    kind: "technical",
    aliases: ["ci/cd", "ci cd", "continuous integration", "continuous delivery", "continuous deployment", "github actions", "jenkins", "gitlab ci", "devops"],
    targets: [tagged("express", "deployment", "testing"), tagged("django", "deployment"), tagged("nextjs", "deployment")],
    inKeptTopics: ["deployment", "testing", "tooling"]
  },
  {
    id: "observability",
    name: "Observability",
    kind: "technical",
    aliases: ["observability", "monitoring", "logging", "prometheus", "grafana", "opentelemetry", "tracing", "datadog", "alerting", "slo", "slos"],
    targets: [tagged("nodejs", "observability"), tagged("express", "logging", "observability"), tagged("spring-boot", "observability", "actuator"), tagged("system-design", "slos")],
    inKeptTopics: ["observability", "logging", "debugging", "profiling"]
  },
  {
    id: "aptitude",
    name: "Aptitude",
    kind: "technical",
    aliases: ["aptitude", "quantitative aptitude", "logical reasoning", "numerical reasoning", "quantitative skills"],
    targets: [topic("aptitude")]
  },
  // Behavioural: the hr topic's questions about what the posting asks of the person
  {
    id: "teamwork",
    name: "Teamwork",
    kind: "behavioural",
    aliases: ["team player", "teamwork", "collaborate", "collaboration", "collaborative", "cross-functional", "work closely with"],
    targets: [tagged("hr", "teamwork", "collaboration", "cross-functional")]
  },
  {
    id: "communication",
    name: "Communication",
    kind: "behavioural",
    aliases: ["communication", "communicator", "communicate", "written and verbal", "presentation skills", "documentation"],
    targets: [tagged("hr", "communication")]
  },
  {
    id: "leadership",
    name: "Leadership",
    kind: "behavioural",
    aliases: ["leadership", "mentor", "mentoring", "mentorship", "team lead", "tech lead", "technical lead", "lead a team", "people management", "coaching"],
    targets: [tagged("hr", "leadership", "mentoring", "people-management", "influence")]
  },
  {
    id: "stakeholders",
    name: "Working with stakeholders",
    kind: "behavioural",
    aliases: ["stakeholder", "stakeholders", "customer-facing", "client-facing", "product managers", "business partners"],
    targets: [tagged("hr", "stakeholders", "customer-focus", "managing-up", "requirements")]
  },
  {
    id: "ownership",
    name: "Ownership",
    kind: "behavioural",
    aliases: ["ownership", "take ownership", "self-starter", "self-motivated", "proactive", "initiative", "autonomy", "autonomous", "accountability", "independently"],
    targets: [tagged("hr", "ownership", "initiative", "self-motivation", "accountability")]
  },
  {
    id: "prioritisation",
    name: "Prioritising under pressure",
    kind: "behavioural",
    aliases: ["fast-paced", "deadlines", "tight deadlines", "prioritize", "prioritise", "prioritization", "prioritisation", "multitask", "multitasking", "time management"],
    targets: [tagged("hr", "prioritisation", "time-management", "deadlines", "pressure")]
  },
  {
    id: "adaptability",
    name: "Adaptability",
    kind: "behavioural",
    aliases: ["ambiguity", "adaptable", "adaptability", "changing priorities", "learn quickly", "quick learner", "growth mindset", "continuous learning", "startup"],
    targets: [tagged("hr", "adaptability", "ambiguity", "change", "learning", "growth")]
  },
  {
    id: "problem-solving",
    name: "Problem solving",
    kind: "behavioural",
    aliases: ["problem-solving", "problem solver", "analytical", "analytical skills", "critical thinking", "troubleshooting"],
    targets: [tagged("hr", "problem-solving", "analysis", "data-driven")]
  },
  {
    id: "incidents",
    name: "Handling incidents",
    kind: "behavioural",
    aliases: ["on-call", "on call rotation", "incident response", "incident management", "production support", "incidents", "outages"],
    targets: [tagged("hr", "incidents", "crisis-management", "pressure")]
  },
  {
    id: "conflict",
    name: "Handling conflict",
    kind: "behavioural",
    aliases: ["conflict resolution", "conflicts", "disagreements", "difficult conversations", "negotiation"],
    targets: [tagged("hr", "conflict", "influence")]
  },
  {
    id: "decision-making",
    name: "Decision making",
    kind: "behavioural",
    aliases: ["decision-making", "decision making", "sound judgment", "sound judgement", "trade-offs", "tradeoffs"],
    targets: [tagged("hr", "decision-making", "judgment", "trade-offs", "risk")]
  }
]
