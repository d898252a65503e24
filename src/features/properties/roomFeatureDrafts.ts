import type { RoomFeature, RoomFeatureChangeRequest } from './propertiesApi'

/** One row of the feature editor: a saved feature (with its id) or a new one, possibly marked for removal. */
export type FeatureDraft = {
  key: string
  id?: number
  name: string
  roomCount: number
  removed: boolean
}

export const MAX_FEATURE_NAME = 60

export const draftsOf = (features: readonly RoomFeature[]): FeatureDraft[] =>
  features.map((feature) => ({
    key: `saved-${feature.id}`,
    id: feature.id,
    name: feature.name,
    roomCount: feature.room_count,
    removed: false,
  }))

/** Messages by draft key: empty names, names too long, and names used twice (ignoring case and spaces). */
export function draftErrors(drafts: readonly FeatureDraft[]): Record<string, string> {
  const errors: Record<string, string> = {}
  const seen = new Map<string, string>()
  for (const draft of drafts) {
    if (draft.removed) continue
    const name = draft.name.trim()
    if (name === '') errors[draft.key] = 'Enter a name'
    else if (name.length > MAX_FEATURE_NAME)
      errors[draft.key] = `Keep it under ${MAX_FEATURE_NAME} characters`
    else {
      const normal = name.toLowerCase().replace(/\s+/g, ' ')
      if (seen.has(normal)) errors[draft.key] = `“${name}” is already in the list`
      else seen.set(normal, draft.key)
    }
  }
  return errors
}

/**
 * The one add/update/remove call that turns the saved catalogue into the drafts, or null when nothing changed.
 * New rows marked removed are simply dropped.
 */
export function featureChanges(
  propertyId: number,
  saved: readonly RoomFeature[],
  drafts: readonly FeatureDraft[],
): RoomFeatureChangeRequest | null {
  const savedById = new Map(saved.map((feature) => [feature.id, feature]))
  const add = drafts
    .filter((draft) => draft.id === undefined && !draft.removed)
    .map((draft) => ({ name: draft.name.trim() }))
  const update = drafts.flatMap((draft) => {
    const before = draft.id === undefined ? undefined : savedById.get(draft.id)
    return before && !draft.removed && before.name !== draft.name.trim()
      ? [{ id: before.id, name: draft.name.trim() }]
      : []
  })
  const remove = drafts.flatMap((draft) => (draft.id !== undefined && draft.removed ? [draft.id] : []))
  if (add.length + update.length + remove.length === 0) return null
  return {
    property_id: propertyId,
    ...(add.length > 0 && { add }),
    ...(update.length > 0 && { update }),
    ...(remove.length > 0 && { remove }),
  }
}
