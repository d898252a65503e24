import { Button } from '../../design-system/Button'
import { Card } from '../../design-system/Card'
import { EmptyState } from '../../design-system/EmptyState'
import { Skeleton } from '../../design-system/Skeleton'
import { StyledBody } from './Food.styles'
import { useGetFoodSetupQuery } from './foodApi'
import { FoodSetupForm } from './FoodSetupForm'
import { OptInRulesForm } from './OptInRulesForm'

/** A property's food setup and opt-in rules, each saved on its own. */
export function SetupTab({ propertyId }: { propertyId: number }) {
  const { data, isLoading, isError, refetch } = useGetFoodSetupQuery({ id: propertyId })
  if (isLoading) return <Skeleton variant="rect" height={480} />
  if (isError || !data)
    return (
      <EmptyState
        title="The food setup could not be loaded"
        headingLevel={3}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    )
  const setup = data.data
  // Keyed by property: another property's setup starts the forms again; a save keeps what was typed.
  const key = setup.property_id
  return (
    <StyledBody>
      <Card title="Mess and meals" headingLevel={3}>
        <FoodSetupForm key={key} setup={setup} />
      </Card>
      <Card title="Opt-in rules" headingLevel={3}>
        <OptInRulesForm key={key} setup={setup} />
      </Card>
    </StyledBody>
  )
}
