import type { TypedDataDefinition } from 'viem'

type TypedField = { name: string; type: string }

/**
 * `eth_signTypedData_v4` carries its data as JSON, so integers arrive as strings or numbers;
 * viem signs (u)int fields from bigints. Converts them by the declared types.
 */
export function typedDataFromJson(json: string): TypedDataDefinition {
  const typedData = JSON.parse(json) as TypedDataDefinition
  const types = typedData.types as Record<string, readonly TypedField[]>
  const convert = (type: string, value: unknown): unknown => {
    if (type.endsWith(']')) {
      const inner = type.slice(0, type.lastIndexOf('['))
      return Array.isArray(value) ? value.map((item) => convert(inner, item)) : value
    }
    if (/^u?int\d*$/.test(type) && (typeof value === 'string' || typeof value === 'number'))
      return BigInt(value)
    const fields = types[type]
    if (fields && typeof value === 'object' && value !== null)
      return Object.fromEntries(
        fields.map((field) => [
          field.name,
          convert(field.type, (value as Record<string, unknown>)[field.name]),
        ]),
      )
    return value
  }
  const domain = typedData.domain as Record<string, unknown> | undefined
  return {
    ...typedData,
    ...(domain?.chainId !== undefined
      ? { domain: { ...domain, chainId: Number(domain.chainId) } }
      : {}),
    message: convert(typedData.primaryType as string, typedData.message),
  } as TypedDataDefinition
}
