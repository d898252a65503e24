import { MoneyInput } from '../../design-system/MoneyInput'
import { NumericInput } from '../../design-system/NumericInput'
import { Select } from '../../design-system/Select'
import { Switch } from '../../design-system/Switch'
import { TextArea } from '../../design-system/TextArea'
import { TextField } from '../../design-system/TextField'
import { usePropertyFields } from './formFields'
import { isLetByUnit } from './propertyLabels'
import { StyledSection } from './PropertyForm.styles'
import { LATE_FEE_LABELS, PRO_RATE_LABELS, RENT_CYCLE_LABELS, optionsOf } from './propertyText'

/** Rent and billing rules, services (bed-let properties only), tax and payments, amenities and rules. */
export function PropertyRulesFields({ decimalPlaces }: { decimalPlaces: number }) {
  const { values, text, numeric, toggle } = usePropertyFields()
  const feeType = values.late_fee_type
  return (
    <>
      <StyledSection>
        <legend>Rent and billing</legend>
        <Select label="Rent cycle" options={optionsOf(RENT_CYCLE_LABELS)} {...text('rent_cycle')} />
        {values.rent_cycle === 'CALENDAR_MONTH' && (
          <NumericInput label="Due on day" hint="1 to 28" {...numeric('rent_due_day')} />
        )}
        <NumericInput label="Grace days" hint="Before a due counts as overdue" {...numeric('grace_days')} />
        <Select label="Part months" options={optionsOf(PRO_RATE_LABELS)} {...text('pro_rate_method')} />
        <NumericInput label="Notice period (days)" {...numeric('notice_period_days')} />
        <NumericInput label="Lock-in (months)" {...numeric('lock_in_months')} />
        <NumericInput
          label="Token valid for (days)"
          hint="How long a booking is held"
          {...numeric('token_expiry_days')}
        />
        <Select label="Late fee" options={optionsOf(LATE_FEE_LABELS)} {...text('late_fee_type')} />
        {feeType === 'PERCENT' && (
          <NumericInput label="Late fee (% of due)" allowDecimal suffix="%" {...numeric('late_fee_value')} />
        )}
        {(feeType === 'FIXED' || feeType === 'PER_DAY') && (
          <MoneyInput
            label={feeType === 'PER_DAY' ? 'Late fee per day' : 'Late fee'}
            decimalPlaces={decimalPlaces}
            {...numeric('late_fee_value')}
          />
        )}
      </StyledSection>
      {!isLetByUnit(values.property_type) && (
        <StyledSection>
          <legend>Services</legend>
          <Switch label="Food" {...toggle('food_enabled')} />
          <Switch label="Attendance" {...toggle('attendance_enabled')} />
          <Switch label="Outpass" {...toggle('outpass_enabled')} />
          <TextField
            label="Curfew"
            placeholder="22:00"
            hint="24-hour time; empty for none"
            {...text('curfew_time')}
          />
        </StyledSection>
      )}
      <StyledSection>
        <legend>Tax and payments</legend>
        <div data-span="full">
          <Switch label="GST registered" {...toggle('gst_registered')} />
        </div>
        {values.gst_registered && <TextField label="GSTIN" autoCapitalize="characters" {...text('gstin')} />}
        <NumericInput
          label="GST on rent"
          allowDecimal
          suffix="%"
          hint="0 when exempt"
          {...numeric('tax_rate')}
        />
        <TextField label="Landlord PAN" autoCapitalize="characters" {...text('pan')} />
        <TextField label="UPI ID" placeholder="roostpg@okhdfc" {...text('upi_id')} />
        <TextField label="Payee name" hint="Shown in UPI apps" {...text('payee_name')} />
      </StyledSection>
      <StyledSection>
        <legend>Amenities and rules</legend>
        <div data-span="full">
          <TextArea label="Amenities" hint="One per line, e.g. Wi-Fi" rows={4} {...text('amenities')} />
        </div>
        <div data-span="full">
          <TextArea label="House rules" hint="One per line" rows={4} {...text('house_rules')} />
        </div>
      </StyledSection>
    </>
  )
}
