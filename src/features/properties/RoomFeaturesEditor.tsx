import { useState } from 'react'
import { Button } from '../../design-system/Button'
import { ConfirmDialog } from '../../design-system/ConfirmDialog'
import { EmptyState } from '../../design-system/EmptyState'
import { Skeleton, SkeletonRegion } from '../../design-system/Skeleton'
import { TextField } from '../../design-system/TextField'
import { useChangeRoomFeaturesMutation, useListRoomFeaturesQuery } from './propertiesApi'
import {
  MAX_FEATURE_NAME,
  draftErrors,
  draftsOf,
  featureChanges,
  type FeatureDraft,
} from './roomFeatureDrafts'
import {
  StyledActions,
  StyledAddRow,
  StyledEditor,
  StyledFeatureList,
  StyledFeatureRow,
} from './RoomFeaturesEditor.styles'

const roomsText = (count: number) => (count === 0 ? 'Not used' : `${count} room${count === 1 ? '' : 's'}`)

/**
 * The property's room-feature catalogue: rename, add and remove features as a draft, then save them in one
 * add/update/remove call. Removing a feature that rooms use asks first, as it unlinks it from them.
 */
export function RoomFeaturesEditor({ propertyId }: { propertyId: number }) {
  const { data, isLoading } = useListRoomFeaturesQuery({ id: propertyId, limit: 100 })
  const [changeRoomFeatures, { isLoading: saving }] = useChangeRoomFeaturesMutation()
  const saved = data?.data.results ?? []
  const [drafts, setDrafts] = useState<FeatureDraft[] | null>(null)
  const [newName, setNewName] = useState('')
  const [added, setAdded] = useState(0)
  const [showErrors, setShowErrors] = useState(false)
  const [confirming, setConfirming] = useState(false)

  const rows = drafts ?? draftsOf(saved)
  const errors = draftErrors(rows)
  const changes = featureChanges(propertyId, saved, rows)
  const unlinkedRooms = rows
    .filter((row) => row.removed && row.id !== undefined)
    .reduce((n, row) => n + row.roomCount, 0)

  const edit = (key: string, change: Partial<FeatureDraft>) =>
    setDrafts(rows.map((row) => (row.key === key ? { ...row, ...change } : row)))

  const save = async () => {
    if (!changes) return
    const result = await changeRoomFeatures({ roomFeatureChangeRequest: changes })
    if (result.data) {
      setDrafts(null)
      setShowErrors(false)
    }
  }

  const requestSave = () => {
    if (Object.keys(errors).length > 0) return setShowErrors(true)
    if (unlinkedRooms > 0) return setConfirming(true)
    void save()
  }

  if (isLoading) {
    return (
      <SkeletonRegion busy label="Loading room features">
        <Skeleton count={4} height={40} />
      </SkeletonRegion>
    )
  }

  return (
    <StyledEditor>
      <p>
        Features are what a room offers, such as AC, a balcony or a geyser. Assign them to rooms on the bed
        board.
      </p>
      {rows.length === 0 ? (
        <EmptyState title="No room features yet" description="Add the first one below." headingLevel={3} />
      ) : (
        <StyledFeatureList aria-label="Room features">
          {rows.map((row) => (
            <StyledFeatureRow key={row.key}>
              {row.removed ? (
                <span data-part="removed">{row.name}</span>
              ) : (
                <TextField
                  label={
                    row.id === undefined
                      ? 'New feature'
                      : `Name of ${saved.find((f) => f.id === row.id)?.name}`
                  }
                  labelVisibility="hidden"
                  value={row.name}
                  maxLength={MAX_FEATURE_NAME + 1}
                  error={showErrors ? errors[row.key] : undefined}
                  onChange={(event) => edit(row.key, { name: event.target.value })}
                />
              )}
              <span data-part="count">{row.id === undefined ? 'New' : roomsText(row.roomCount)}</span>
              <Button
                variant="ghost"
                size="small"
                aria-label={`${row.removed ? 'Keep' : 'Remove'} ${row.name.trim() || 'feature'}`}
                onClick={() => edit(row.key, { removed: !row.removed })}
              >
                {row.removed ? 'Undo' : 'Remove'}
              </Button>
            </StyledFeatureRow>
          ))}
        </StyledFeatureList>
      )}
      <StyledAddRow
        aria-label="Add a feature"
        onSubmit={(event) => {
          event.preventDefault()
          if (!newName.trim()) return
          setDrafts([...rows, { key: `new-${added}`, name: newName.trim(), roomCount: 0, removed: false }])
          setAdded(added + 1)
          setNewName('')
        }}
      >
        <TextField
          label="Add a feature"
          placeholder="e.g. Wi-Fi"
          value={newName}
          maxLength={MAX_FEATURE_NAME}
          onChange={(event) => setNewName(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={!newName.trim()}>
          Add
        </Button>
      </StyledAddRow>
      <StyledActions>
        <Button variant="ghost" disabled={!drafts || saving} onClick={() => setDrafts(null)}>
          Discard changes
        </Button>
        <Button loading={saving} disabled={!changes} onClick={requestSave}>
          Save features
        </Button>
      </StyledActions>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        title="Remove features in use?"
        message={`They will be unlinked from ${roomsText(unlinkedRooms).toLowerCase()}. Rooms keep their other features.`}
        confirmLabel="Remove and save"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await save()
          setConfirming(false)
        }}
      />
    </StyledEditor>
  )
}
