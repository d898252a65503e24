import type { Json } from '../../contract/loadContract'
import type { OperatorObjects } from '../../testing/objectsKit'

export type Id = number | string

/** A request's parts; the test fills the operation's path template and writes the query string. */
export type MatrixCall = {
  path?: Record<string, Id>
  query?: Record<string, Id | Id[] | boolean>
  body?: Json | FormData
}

/** One way to hand operator A an id of operator B's. */
export type MatrixCase = {
  /** The request fields that carry B's id (`path.id`, `query.tenant_id`, `body.floors[].floor_id`). */
  fields: string[]
  /** Finds or makes B's object, giving its id. */
  theirs: (objects: OperatorObjects) => Promise<Id>
  /** The request A sends with that id; `mine` gives A's own objects for the other fields. */
  call: (id: Id, mine: OperatorObjects) => Promise<MatrixCall> | MatrixCall
  /**
   * 404 by default (the contract: another operator's id is a 404). `as-missing` where the answer need only be
   * the one a missing id gets: list filters (an empty page, or 400 for a property that is not yours), and ids
   * checked against another object of the same call (400, "Feature 7 is not one of this property's …").
   */
  answers?: 'as-missing'
}

/**
 * What the matrix knows of an operation that takes ids: its cases, the id fields that name no operator's
 * object (with why), or that the operation is not implemented yet (it must answer 501 until it gets cases).
 */
export type MatrixEntry = {
  cases?: MatrixCase[]
  notOwned?: Record<string, string>
  notImplemented?: true
}

/** The common case: B's object in the path's `{id}`, with whatever else the call needs. */
export const inPath = (theirs: MatrixCase['theirs'], rest: Omit<MatrixCall, 'path'> = {}): MatrixCase => ({
  fields: ['path.id'],
  theirs,
  call: (id) => ({ path: { id }, ...rest }),
})

/** A list filter: B's id answers as a missing one. */
export const filter = (
  field: string,
  theirs: MatrixCase['theirs'],
  call: MatrixCase['call'],
): MatrixCase => ({ fields: [field], theirs, call, answers: 'as-missing' })

export const REFERENCE_DATA =
  'Reference data shared by every operator (countries, cities, institutions, courses).'
