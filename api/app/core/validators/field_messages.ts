import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'

/**
 * Messages by `field.rule`, then by `field.*` (any rule of that field), else
 * the rule's own message. The spec gives one message per field for most of
 * the form, whatever rule failed.
 */
export class FieldMessagesProvider implements MessagesProviderContact {
  constructor(private messages: Record<string, string>) {}

  getMessage(rawMessage: string, rule: string, field: FieldContext) {
    const path = field.getFieldPath()
    return (
      this.messages[`${path}.${rule}`] ??
      this.messages[`${field.wildCardPath}.${rule}`] ??
      this.messages[`${path}.*`] ??
      rawMessage
    )
  }
}
