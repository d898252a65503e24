import { useAppDispatch } from '../../app/core/hooks'
import { Skeleton } from '../../design-system/Skeleton'
import { panelClosed } from '../../app/core/sideSheet/sideSheetSlice'
import { today } from '../../app/core/today'
import { useGetFoodSetupQuery } from './foodApi'
import { OptInForm } from './OptInForm'
import { optInValues } from './optInForm'

export type BulkOptInSheetProps = { panelId: number; propertyId: number; tenantIds: number[] }

/** Turns food on (meals, diet, from a day) or off for the residents selected in the list. */
export default function BulkOptInSheet({ panelId, propertyId, tenantIds }: BulkOptInSheetProps) {
  const dispatch = useAppDispatch()
  const { data: setup, isLoading } = useGetFoodSetupQuery({ id: propertyId })
  const close = () => dispatch(panelClosed(panelId))
  if (isLoading) return <Skeleton count={6} />
  const who = tenantIds.length === 1 ? '1 resident' : `${tenantIds.length} residents`
  return (
    <>
      <p>Applies to {who}.</p>
      <OptInForm
        tenantIds={tenantIds}
        initialValues={optInValues(today(), undefined, setup?.data)}
        setup={setup?.data}
        label="Food for the selected residents"
        submitLabel="Apply"
        onDone={close}
        onCancel={close}
      />
    </>
  )
}
