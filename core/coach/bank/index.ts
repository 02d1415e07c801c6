/** The whole built-in question bank: every topic file of bank/topics, in the order of spec §1. */
import type { Topic } from "./topic-list.ts"
import type { BankQuestion } from "./types.ts"
import { questions as python } from "./topics/python.ts"
import { questions as java } from "./topics/java.ts"
import { questions as javascript } from "./topics/javascript.ts"
import { questions as typescript } from "./topics/typescript.ts"
import { questions as cpp } from "./topics/cpp.ts"
import { questions as csharp } from "./topics/csharp.ts"
import { questions as go } from "./topics/go.ts"
import { questions as rust } from "./topics/rust.ts"
import { questions as react } from "./topics/react.ts"
import { questions as nodejs } from "./topics/nodejs.ts"
import { questions as express } from "./topics/express.ts"
import { questions as nextjs } from "./topics/nextjs.ts"
import { questions as redux } from "./topics/redux.ts"
import { questions as django } from "./topics/django.ts"
import { questions as flask } from "./topics/flask.ts"
import { questions as springBoot } from "./topics/spring-boot.ts"
import { questions as dataStructures } from "./topics/data-structures.ts"
import { questions as algorithms } from "./topics/algorithms.ts"
import { questions as systemDesign } from "./topics/system-design.ts"
import { questions as dbms } from "./topics/dbms.ts"
import { questions as oops } from "./topics/oops.ts"
import { questions as operatingSystems } from "./topics/operating-systems.ts"
import { questions as networking } from "./topics/networking.ts"
import { questions as aptitude } from "./topics/aptitude.ts"
import { questions as hr } from "./topics/hr.ts"
import { questions as sql } from "./topics/sql.ts"

/** The questions of each topic, as their files export them. */
export const questionsByTopicFile: Readonly<Record<Topic, ReadonlyArray<BankQuestion>>> = {
  python,
  java,
  javascript,
  typescript,
  cpp,
  csharp,
  go,
  rust,
  react,
  nodejs,
  express,
  nextjs,
  redux,
  django,
  flask,
  "spring-boot": springBoot,
  "data-structures": dataStructures,
  algorithms,
  "system-design": systemDesign,
  dbms,
  oops,
  "operating-systems": operatingSystems,
  networking,
  aptitude,
  hr,
  sql
}

export const bankQuestions: ReadonlyArray<BankQuestion> = Object.values(questionsByTopicFile).flat()
