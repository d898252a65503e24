import type { Json, JsonObject, Operation } from '../contract/loadContract'

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A field that names objects: `id`, `*_id`, `*_ids` or `*_id_list` (editRooms' `room_id_list`). */
export const isIdName = (name: string) =>
  name === 'id' || name.endsWith('_id') || name.endsWith('_ids') || name.endsWith('_id_list')

/** Id-named properties of a body schema at any depth, as `body.floors[].rooms[].room_type_id`. */
function bodyIds(schema: Json | undefined, prefix: string): string[] {
  if (!isObject(schema)) return []
  const nested = isObject(schema.items) ? bodyIds(schema.items, `${prefix}[]`) : []
  const properties = isObject(schema.properties) ? Object.entries(schema.properties) : []
  return [
    ...nested,
    ...properties.flatMap(([name, property]) => [
      ...(isIdName(name) ? [`${prefix}.${name}`] : []),
      ...bodyIds(property, `${prefix}.${name}`),
    ]),
  ]
}

/**
 * Every field of an operation that can carry an id: each path parameter, query parameters named like ids,
 * and id-named body properties (JSON or multipart, nested objects and arrays included), without repeats.
 */
export function idFields(operation: Operation): string[] {
  const parameters = (Array.isArray(operation.spec.parameters) ? operation.spec.parameters : []).filter(
    isObject,
  )
  const fromParameters = parameters
    .filter((p) => p.in === 'path' || (p.in === 'query' && isIdName(String(p.name))))
    .map((p) => `${String(p.in)}.${String(p.name)}`)
  const requestBody = operation.spec.requestBody
  const content = isObject(requestBody) && isObject(requestBody.content) ? requestBody.content : {}
  const fromBody = Object.values(content).flatMap((media) =>
    isObject(media) ? bodyIds(media.schema, 'body') : [],
  )
  return [...new Set([...fromParameters, ...fromBody])]
}
