import { Select } from '../../design-system/Select'
import { Switch } from '../../design-system/Switch'
import { TextArea } from '../../design-system/TextArea'
import { TextField } from '../../design-system/TextField'
import { usePropertyFields } from './formFields'
import { GENDER_LABELS, PROPERTY_TYPES, PROPERTY_TYPE_LABELS, isLetByUnit } from './propertyLabels'
import { StyledSection } from './PropertyForm.styles'

const typeOptions = PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] }))
const genderOptions = Object.entries(GENDER_LABELS).map(([value, label]) => ({ value, label }))

/** Name, type, who it houses, contact and address. */
export function PropertyDetailsFields() {
  const { values, text, toggle } = usePropertyFields()
  return (
    <>
      <StyledSection>
        <legend>Property</legend>
        <div data-span="full">
          <TextField label="Name" required autoComplete="off" {...text('property_name')} />
        </div>
        <Select
          label="Type"
          required
          options={typeOptions}
          hint={isLetByUnit(values.property_type) ? 'Let by unit: no beds, food or roll-call' : undefined}
          {...text('property_type')}
        />
        {!isLetByUnit(values.property_type) && (
          <Select label="Houses" placeholder="Not set" options={genderOptions} {...text('gender')} />
        )}
        <TextField label="Manager" autoComplete="off" {...text('manager_name')} />
        <TextField
          label="Phone for tenants"
          type="tel"
          placeholder="+91 98450 12345"
          {...text('contact_phone')}
        />
        <div data-span="full">
          <TextArea label="Description" rows={3} {...text('description')} />
        </div>
        <div data-span="full">
          <Switch
            label="Active"
            hint="Inactive properties are hidden from pickers"
            {...toggle('is_active')}
          />
        </div>
      </StyledSection>
      <StyledSection>
        <legend>Address</legend>
        <div data-span="full">
          <TextField label="Street address" required {...text('line1')} />
        </div>
        <div data-span="full">
          <TextField label="Address line 2" {...text('line2')} />
        </div>
        <TextField label="Locality" placeholder="e.g. Koramangala 4th Block" {...text('locality')} />
        <TextField label="City" required {...text('city_name')} />
        <TextField label="State" required {...text('state')} />
        <TextField label="PIN code" required inputMode="numeric" maxLength={6} {...text('pincode')} />
      </StyledSection>
    </>
  )
}
