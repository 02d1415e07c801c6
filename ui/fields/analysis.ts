/**
 * Where a question drawer gets its detailed analysis from. The report screen provides the SDK's loader; without
 * one, a drawer shows only what its field carries.
 */
import { createContext } from "react"
import type { FieldDefinition } from "../../core/contract/fields.ts"

export type AnalysisResult =
  | { readonly ok: true; readonly fields: ReadonlyArray<FieldDefinition> }
  | { readonly ok: false; readonly premium: boolean; readonly message: string }

export type AnalysisLoader = (questionId: number | string) => Promise<AnalysisResult>

export const AnalysisContext = createContext<AnalysisLoader | null>(null)
