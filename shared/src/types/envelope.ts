// Every answer is `{ success, message }` with its payload keys beside them
// (docs/api-contract.md#answer-envelope).

export type ApiAnswer<Payload extends object = Record<never, never>> = {
  success: boolean
  message: string
} & Payload

export interface FieldError {
  field: string
  message: string
  rule?: string
}

export interface ApiErrorAnswer {
  success: false
  message: string
  errors?: FieldError[]
}
