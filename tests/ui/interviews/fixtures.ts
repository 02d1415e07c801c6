/** Payloads as the real server sends them (see tests/adapters/http-server/interviews.flow.ts), and msw handlers for them. */
import { http, HttpResponse } from "msw"
import type { FieldDefinition } from "../../../core/contract/fields.ts"

export const type = (id: number, name: string, displayName: string, topic: string, category = "Programming Languages") => ({
  id,
  name,
  displayName,
  description: `${displayName}: the essentials.`,
  isActive: true,
  topic,
  Category: { name: category }
})

export const TYPES = [
  type(1, "python", "Python Interview", "python"),
  type(7, "cpp", "C++ Interview", "cpp"),
  type(30, "general", "General Interview", "general", "Other")
]

export const interview = (
  id: number,
  status: "IN_PROGRESS" | "COMPLETED" | "SCHEDULED",
  over: Partial<Record<string, unknown>> = {}
) => ({
  userInterviewId: id,
  id,
  interviewObjectId: 1,
  interviewDisplayName: "Python Interview",
  title: "Python Interview",
  interviewDescription: "Data model, collections, generators.",
  description: "Data model, collections, generators.",
  topic: "python",
  status,
  createdAt: "2026-11-20T10:00:00.000Z",
  scheduledAt: status === "SCHEDULED" ? "2026-12-01T04:00:00.000Z" : null,
  completedAt: status === "COMPLETED" ? "2026-11-21T10:30:00.000Z" : null,
  isActive: status !== "COMPLETED",
  questionsAnswered: status === "COMPLETED" ? 3 : 1,
  questionsSkipped: 0,
  questionsPlanned: 3,
  score: status === "COMPLETED" ? 84 : null,
  ...over
})

export const META: { questionProperties: Array<FieldDefinition>; answerProperties: Array<FieldDefinition> } = {
  questionProperties: [
    {
      key: "difficulty",
      label: "Difficulty",
      type: "select",
      required: true,
      options: [{ value: "easy", label: "Easy" }, { value: "medium", label: "Medium" }, { value: "hard", label: "Hard" }],
      properties: { value: "medium" }
    },
    { key: "questionCount", label: "Number of questions", type: "range", required: true, validation: { min: 3, max: 15 }, properties: { value: 5, step: 1 } },
    {
      key: "targetRole",
      label: "Target role (optional)",
      type: "text",
      placeholder: "e.g. Backend developer",
      validation: { pattern: "^.{0,10}$", message: "Target role must be at most 10 characters" }
    }
  ],
  answerProperties: [
    {
      key: "answerMode",
      label: "How will you answer?",
      type: "radio",
      required: true,
      options: [{ value: "voice", label: "Speaking (microphone)" }, { value: "text", label: "Typing" }],
      properties: { value: "voice" }
    }
  ]
}

export const REPORT = [
  { key: "overallScore", label: "Overall score", type: "score", properties: { readOnly: true, value: 84, max: 100 }, feedback_object: { score: 84, rating: 4 } },
  { key: "overallRating", label: "Overall rating", type: "rating", properties: { readOnly: true, value: 4, max: 5 }, feedback_object: {} },
  { key: "strongest", label: "Strongest", type: "display", properties: { className: "success", readOnly: true, content: "generators (90)" }, feedback_object: {} },
  { key: "ending", label: "Ending", type: "display", properties: { className: "success", readOnly: true, content: "You completed the interview." }, feedback_object: {} },
  {
    key: "question-1",
    id: 11,
    label: "Question 1",
    type: "questiondrawer",
    properties: { value: "ANSWERED", content: "What is a generator?", answer: "It yields values lazily.", questionId: 11 },
    feedback_object: { score: 90, rating: 5, lines: ["Covered: generators produce values lazily.", "Missed: send() resumes a generator with a value.", "Next step: add a sentence on send()."] }
  },
  {
    key: "question-2",
    id: 12,
    label: "Question 2",
    type: "questiondrawer",
    properties: { value: "SKIPPED", content: "What does is compare?", answer: "", questionId: 12 },
    feedback_object: {}
  }
]

export const ANSWERS = [
  {
    key: "answer-1",
    id: 11,
    label: "1. What is a generator?",
    type: "textarea",
    properties: { readOnly: true, value: "It yields values lazily.", rows: 3, questionId: 11 },
    feedback_object: { score: 90, rating: 5, lines: ["Covered: generators produce values lazily.", "Missed: send() resumes a generator with a value.", "Next step: add a sentence on send()."] }
  },
  {
    key: "answer-2",
    id: 12,
    label: "2. What does is compare?",
    type: "textarea",
    properties: { readOnly: true, value: "Skipped", rows: 3, questionId: 12 },
    feedback_object: {}
  }
]

export const DETAILS = {
  display_name: "Python Interview",
  description: "Data model, collections, generators.",
  status: "COMPLETED",
  strikes: 0,
  question_prompt_user_input_properties: META.questionProperties,
  answer_prompt_user_input_properties: META.answerProperties,
  question_user_properties: { difficulty: "easy", questionCount: 3 },
  answer_user_properties: { answerMode: "text" }
}

export const ok = (data: unknown, message?: string) => HttpResponse.json({ success: true, ...(message === undefined ? {} : { message }), data })
export const fail = (status: number, message?: string) =>
  HttpResponse.json({ success: false, ...(message === undefined ? {} : { message }) }, { status })

/** Every interview call answered with the fixtures above; each test overrides what it needs with server.use. */
export const interviewHandlers = (lists: Partial<Record<"IN_PROGRESS" | "COMPLETED" | "SCHEDULED", Array<unknown>>> = {}) => [
  http.get("/api/dashboard/available-interviews", () => ok(TYPES)),
  http.get("/api/interview/interview-by-status", ({ request }) => {
    const status = new URL(request.url).searchParams.get("status") as "IN_PROGRESS" | "COMPLETED" | "SCHEDULED"
    return ok(lists[status] ?? [])
  }),
  http.get("/api/interview/interview-meta/:id", () => ok(META)),
  http.get("/api/interview/assessment-report/:id", () => ok(REPORT)),
  http.get("/api/interview/assessment-answers/:id", () => ok(ANSWERS)),
  http.get("/api/interview/details/:id", () => ok(DETAILS)),
  http.get("/api/interview/answer-analysis/:id", () => fail(402, "Premium feature. Please upgrade to access detailed analysis."))
]
