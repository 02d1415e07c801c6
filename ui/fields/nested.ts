/**
 * How a field that holds fields (the question drawer's analysis) draws them: the dynamic renderer hands itself
 * down through this context, so the two modules need not import each other.
 */
import { type ComponentType, createContext } from "react"
import type { FieldDefinition } from "../../core/contract/fields.ts"

export interface NestedFieldProps {
  readonly field: FieldDefinition
  readonly id: string
  readonly value?: unknown
  readonly readOnly?: boolean
}

export const NestedFieldRenderer = createContext<ComponentType<NestedFieldProps> | null>(null)
