/** The whole built-in question bank: every topic file of bank/topics, in the order of spec §1. */
import type { Topic } from "./topic-list.ts"
import type { BankQuestion, FollowUps } from "./types.ts"
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
import { followUps as pythonFollowUps } from "./follow-ups/python.ts"
import { followUps as javaFollowUps } from "./follow-ups/java.ts"
import { followUps as javascriptFollowUps } from "./follow-ups/javascript.ts"
import { followUps as typescriptFollowUps } from "./follow-ups/typescript.ts"
import { followUps as cppFollowUps } from "./follow-ups/cpp.ts"
import { followUps as csharpFollowUps } from "./follow-ups/csharp.ts"
import { followUps as goFollowUps } from "./follow-ups/go.ts"
import { followUps as rustFollowUps } from "./follow-ups/rust.ts"
import { followUps as reactFollowUps } from "./follow-ups/react.ts"
import { followUps as nodejsFollowUps } from "./follow-ups/nodejs.ts"
import { followUps as expressFollowUps } from "./follow-ups/express.ts"
import { followUps as nextjsFollowUps } from "./follow-ups/nextjs.ts"
import { followUps as reduxFollowUps } from "./follow-ups/redux.ts"
import { followUps as djangoFollowUps } from "./follow-ups/django.ts"
import { followUps as flaskFollowUps } from "./follow-ups/flask.ts"
import { followUps as springBootFollowUps } from "./follow-ups/spring-boot.ts"
import { followUps as dataStructuresFollowUps } from "./follow-ups/data-structures.ts"
import { followUps as algorithmsFollowUps } from "./follow-ups/algorithms.ts"
import { followUps as systemDesignFollowUps } from "./follow-ups/system-design.ts"
import { followUps as dbmsFollowUps } from "./follow-ups/dbms.ts"
import { followUps as oopsFollowUps } from "./follow-ups/oops.ts"
import { followUps as operatingSystemsFollowUps } from "./follow-ups/operating-systems.ts"
import { followUps as networkingFollowUps } from "./follow-ups/networking.ts"
import { followUps as aptitudeFollowUps } from "./follow-ups/aptitude.ts"
import { followUps as hrFollowUps } from "./follow-ups/hr.ts"
import { followUps as sqlFollowUps } from "./follow-ups/sql.ts"

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

/** The follow-up prompts of each topic, as bank/follow-ups exports them. */
export const followUpsByTopicFile: Readonly<Record<Topic, FollowUps>> = {
  python: pythonFollowUps,
  java: javaFollowUps,
  javascript: javascriptFollowUps,
  typescript: typescriptFollowUps,
  cpp: cppFollowUps,
  csharp: csharpFollowUps,
  go: goFollowUps,
  rust: rustFollowUps,
  react: reactFollowUps,
  nodejs: nodejsFollowUps,
  express: expressFollowUps,
  nextjs: nextjsFollowUps,
  redux: reduxFollowUps,
  django: djangoFollowUps,
  flask: flaskFollowUps,
  "spring-boot": springBootFollowUps,
  "data-structures": dataStructuresFollowUps,
  algorithms: algorithmsFollowUps,
  "system-design": systemDesignFollowUps,
  dbms: dbmsFollowUps,
  oops: oopsFollowUps,
  "operating-systems": operatingSystemsFollowUps,
  networking: networkingFollowUps,
  aptitude: aptitudeFollowUps,
  hr: hrFollowUps,
  sql: sqlFollowUps
}

/** A question with each talking point's follow-up prompt joined on (a point without one keeps none). */
const withFollowUps = (question: BankQuestion, prompts: ReadonlyArray<string> | undefined): BankQuestion =>
  prompts === undefined
    ? question
    : {
        ...question,
        talkingPoints: question.talkingPoints.map((point, i) => (prompts[i] === undefined ? point : { ...point, followUp: prompts[i] }))
      }

export const bankQuestions: ReadonlyArray<BankQuestion> = (Object.keys(questionsByTopicFile) as Array<Topic>).flatMap((topic) =>
  questionsByTopicFile[topic].map((question) => withFollowUps(question, followUpsByTopicFile[topic][question.id]))
)
