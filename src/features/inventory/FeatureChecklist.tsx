import styled from 'styled-components'
import { Checkbox } from '../../design-system/Checkbox'
import { vars } from '../../design-system/theme'
import type { RoomFeatureOption } from './inventoryApi'

const StyledChecklist = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space.sm} ${vars.space.md};
  margin: 0;
  padding: 0;
  border: none;

  & > legend {
    margin-bottom: ${vars.space.sm};
    padding: 0;
    font-weight: ${vars.font.weightMedium};
  }
  & > p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${vars.color.textMuted};
  }
`

export type FeatureChecklistProps = {
  options: readonly RoomFeatureOption[]
  value: readonly number[]
  onChange: (featureIds: number[]) => void
  legend?: string
}

/** The property's room features as checkboxes; the catalogue itself is edited in the property sheet. */
export function FeatureChecklist({ options, value, onChange, legend = 'Features' }: FeatureChecklistProps) {
  const chosen = new Set(value)
  return (
    <StyledChecklist>
      <legend>{legend}</legend>
      {options.length === 0 && <p>No features yet. Add them from the property's sheet under Properties.</p>}
      {options.map((feature) => (
        <Checkbox
          key={feature.id}
          label={feature.name}
          checked={chosen.has(feature.id)}
          onChange={(event) =>
            onChange(event.target.checked ? [...value, feature.id] : value.filter((id) => id !== feature.id))
          }
        />
      ))}
    </StyledChecklist>
  )
}
