import type ts from 'typescript'
import type { JsonSchema } from './reference_route.js'

type TypeScript = typeof ts

/**
 * Turns the types TypeScript resolved for answers into the JSON Schema of what
 * `JSON.stringify` sends: a value with `toJSON()` becomes what that returns (a Date or a
 * Luxon DateTime is a string), functions and `undefined` properties are left out, a
 * property that may be undefined is optional. An interface or type alias declared in the
 * app (`appRoot`, outside node_modules) becomes a named component, referred to by `$ref`.
 */
export function createSchemaWriter(
  typescript: TypeScript,
  checker: ts.TypeChecker,
  appRoot: string
) {
  const { TypeFlags, SymbolFlags } = typescript
  const converting = new Set<ts.Type>()
  const components: Record<string, JsonSchema> = {}
  const componentNames = new Map<ts.Type, string>()
  let where = ''

  /** The app's own name for an object type, when it has one without type arguments. */
  function declaredName(type: ts.Type) {
    const symbol = type.aliasSymbol ?? type.getSymbol()
    if (!symbol || (type.aliasTypeArguments?.length ?? 0) > 0) return undefined
    const name = symbol.getName()
    if (!/^[A-Z]\w*$/.test(name)) return undefined
    const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? ''
    const own = file.startsWith(appRoot.replaceAll('\\', '/')) && !file.includes('/node_modules/')
    return own ? name : undefined
  }

  function named(type: ts.Type, name: string): JsonSchema {
    let reference = componentNames.get(type)
    if (!reference) {
      reference = name
      for (let suffix = 2; reference in components; suffix++) reference = `${name}${suffix}`
      componentNames.set(type, reference)
      components[reference] = {}
      components[reference] = objectOf(type)
    }
    return { $ref: `#/components/schemas/${reference}` }
  }

  const isUndefined = (type: ts.Type) =>
    Boolean(type.flags & (TypeFlags.Undefined | TypeFlags.Void | TypeFlags.Never))
  const isFunction = (type: ts.Type) =>
    type.getCallSignatures().length > 0 && type.getProperties().length === 0

  const isConst = (schema: JsonSchema) => 'const' in schema && Object.keys(schema).length === 1

  /** One schema for a union: its literals as one enum (true|false as boolean), null beside. */
  function anyOf(schemas: JsonSchema[]): JsonSchema {
    const unique = [...new Map(schemas.map((s) => [JSON.stringify(s), s])).values()]
    if (unique.length === 1) return unique[0]
    if (unique.some((schema) => Object.keys(schema).length === 0)) return {}
    const values = unique.filter(isConst).map((schema) => schema.const)
    const rest = unique.filter((schema) => !isConst(schema))
    if (values.length > 0) {
      const booleans = values.length === 2 && values.every((value) => typeof value === 'boolean')
      rest.push(
        booleans
          ? { type: 'boolean' }
          : values.length === 1
            ? { const: values[0] }
            : { enum: values }
      )
    }
    if (rest.length === 1) return rest[0]
    const nullable = rest.findIndex((schema) => schema.type === 'null')
    const others = rest.filter((_, index) => index !== nullable)
    if (nullable >= 0 && others.length === 1) {
      const [other] = others
      if (typeof other.type === 'string') return { ...other, type: [other.type, 'null'] }
      if (Array.isArray(other.enum)) return { enum: [...other.enum, null] }
      if ('const' in other && Object.keys(other).length === 1) return { enum: [other.const, null] }
    }
    return { anyOf: rest }
  }

  function unionOf(members: ts.Type[]): JsonSchema {
    return anyOf(members.filter((member) => !isUndefined(member)).map(convert))
  }

  function toJsonType(type: ts.Type) {
    const toJSON = type.getProperty('toJSON')
    if (!toJSON) return undefined
    const signatures = checker.getTypeOfSymbol(toJSON).getCallSignatures()
    return signatures.length > 0 ? checker.getReturnTypeOfSignature(signatures[0]) : undefined
  }

  function objectOf(type: ts.Type): JsonSchema {
    const properties: Record<string, JsonSchema> = {}
    const required: string[] = []
    for (const property of checker.getPropertiesOfType(type)) {
      const name = property.getName()
      if (name.startsWith('__')) continue
      const propertyType = checker.getTypeOfSymbol(property)
      if (isUndefined(propertyType) || isFunction(propertyType)) continue
      const members = propertyType.isUnion() ? propertyType.types : [propertyType]
      if (members.every(isFunction)) continue
      properties[name] = convert(propertyType)
      const optional = Boolean(property.flags & SymbolFlags.Optional) || members.some(isUndefined)
      if (!optional) required.push(name)
    }
    const schema: JsonSchema = { type: 'object', properties }
    if (required.length > 0) schema.required = required
    const index = checker.getIndexInfosOfType(type)
    // an answer sends the keys its type names and no others
    schema.additionalProperties = index.length > 0 ? convert(index[0].type) : false
    return schema
  }

  function convert(type: ts.Type): JsonSchema {
    const flags = type.flags
    if (flags & (TypeFlags.Any | TypeFlags.Unknown)) return {}
    if (flags & TypeFlags.Null) return { type: 'null' }
    if (type.isStringLiteral()) return { const: type.value }
    if (type.isNumberLiteral()) return { const: type.value }
    if (flags & TypeFlags.BooleanLiteral) {
      return { const: (type as unknown as { intrinsicName: string }).intrinsicName === 'true' }
    }
    if (flags & (TypeFlags.String | TypeFlags.TemplateLiteral)) return { type: 'string' }
    if (flags & TypeFlags.Number) return { type: 'number' }
    if (flags & TypeFlags.BigInt) return { type: 'string' }
    if (flags & TypeFlags.Boolean) return { type: 'boolean' }
    if (type.isUnion()) return unionOf(type.types)
    if (flags & TypeFlags.EnumLiteral) return {}
    if (flags & TypeFlags.NonPrimitive) return { type: 'object' }

    const plainObject =
      Boolean(flags & (TypeFlags.Object | TypeFlags.Intersection)) &&
      !checker.isArrayType(type) &&
      !checker.isTupleType(type) &&
      !toJsonType(type)
    const name = plainObject ? declaredName(type) : undefined
    // a named shape is referred to, so it may contain itself
    if (name) return named(type, name)

    if (converting.has(type)) return {}
    converting.add(type)
    try {
      const json = toJsonType(type)
      if (json) return convert(json)
      if (checker.isTupleType(type)) {
        const items = checker.getTypeArguments(type as ts.TypeReference).map(convert)
        return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length }
      }
      if (checker.isArrayType(type)) {
        const [item] = checker.getTypeArguments(type as ts.TypeReference)
        return { type: 'array', items: convert(item) }
      }
      if (flags & (TypeFlags.Object | TypeFlags.Intersection)) return objectOf(type)
      throw new Error(`${where}: cannot describe ${checker.typeToString(type)}`)
    } finally {
      converting.delete(type)
    }
  }

  return {
    components,
    /** The schema of a value of any of the types; `at` names the answer in an error. */
    schemaOf(types: ts.Type[], at: string) {
      where = at
      return anyOf(types.map(convert))
    },
  }
}
