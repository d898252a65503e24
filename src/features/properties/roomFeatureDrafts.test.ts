import type { RoomFeature } from './propertiesApi'
import { draftErrors, draftsOf, featureChanges, type FeatureDraft } from './roomFeatureDrafts'

const saved: RoomFeature[] = [
  { id: 1, property_id: 7, name: 'AC', icon: 'snowflake', room_count: 12 },
  { id: 2, property_id: 7, name: 'Balcony', icon: null, room_count: 3 },
  { id: 3, property_id: 7, name: 'Geyser', icon: null, room_count: 0 },
]

const fresh = (name: string, removed = false): FeatureDraft => ({
  key: `new-${name}`,
  name,
  roomCount: 0,
  removed,
})

describe('featureChanges', () => {
  it('is null when nothing changed', () => {
    expect(featureChanges(7, saved, draftsOf(saved))).toBeNull()
  })

  it('adds, renames and removes in one request', () => {
    const drafts = draftsOf(saved)
    drafts[0] = { ...drafts[0], name: ' Air conditioning ' }
    drafts[1] = { ...drafts[1], removed: true }
    expect(featureChanges(7, saved, [...drafts, fresh('Wi-Fi'), fresh('Study table', true)])).toEqual({
      property_id: 7,
      add: [{ name: 'Wi-Fi' }],
      update: [{ id: 1, name: 'Air conditioning' }],
      remove: [2],
    })
  })

  it('leaves out empty groups', () => {
    const drafts = draftsOf(saved)
    drafts[2] = { ...drafts[2], removed: true }
    expect(featureChanges(7, saved, drafts)).toEqual({ property_id: 7, remove: [3] })
  })
})

describe('draftErrors', () => {
  it('asks for a name, a short one, and one not already listed', () => {
    const drafts = [...draftsOf(saved), fresh(''), fresh('x'.repeat(61)), fresh('  balcony ')]
    expect(draftErrors(drafts)).toEqual({
      'new-': 'Enter a name',
      [`new-${'x'.repeat(61)}`]: 'Keep it under 60 characters',
      'new-  balcony ': '“balcony” is already in the list',
    })
  })

  it('ignores rows marked for removal', () => {
    const drafts = draftsOf(saved)
    drafts[1] = { ...drafts[1], removed: true }
    expect(draftErrors([...drafts, fresh('Balcony')])).toEqual({})
  })
})
