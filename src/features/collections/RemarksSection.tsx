import { useState, type FormEvent } from 'react'
import { Button } from '../../design-system/Button'
import { formatDate } from '../../design-system/format'
import { TextArea } from '../../design-system/TextArea'
import { useAddCollectionRemarkMutation, useListCollectionRemarksQuery } from './collectionsApi'
import { StyledList, StyledListItem, StyledSection } from '../../design-system/SheetLayout'

/** Remarks limit of spec §9. */
export const REMARKS_LIMIT = 20

/** Notes on a collection, newest last, and a box to add one. */
export function RemarksSection({ collectionId }: { collectionId: number }) {
  const { data } = useListCollectionRemarksQuery({ id: collectionId, limit: REMARKS_LIMIT })
  const [addRemark, { isLoading }] = useAddCollectionRemarkMutation()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const remarks = data?.data.results ?? []

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = text.trim()
    if (!trimmed) {
      setError('Write a remark first')
      return
    }
    const result = await addRemark({ id: collectionId, remarkCreateRequest: { text: trimmed } })
    if (result.data) {
      setText('')
      setError(undefined)
    }
  }

  return (
    <StyledSection aria-label="Remarks">
      <h3>Remarks</h3>
      {remarks.length > 0 && (
        <StyledList>
          {remarks.map((remark) => (
            <StyledListItem key={remark.id}>
              <div data-part="main">
                <span>{remark.text}</span>
                <span data-part="muted">
                  {remark.created_by_name} · {formatDate(remark.created_at)}
                </span>
              </div>
            </StyledListItem>
          ))}
        </StyledList>
      )}
      <form onSubmit={(event) => void submit(event)} aria-label="Add remark" noValidate>
        <TextArea
          label="New remark"
          rows={2}
          maxLength={500}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
        />
        <Button type="submit" size="small" variant="secondary" loading={isLoading}>
          Add remark
        </Button>
      </form>
    </StyledSection>
  )
}
