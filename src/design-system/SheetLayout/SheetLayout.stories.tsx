import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { Button } from '../Button'
import { StatusBadge } from '../StatusBadge'
import { TextField } from '../TextField'
import {
  StyledActions,
  StyledFacts,
  StyledFormGrid,
  StyledHeadline,
  StyledList,
  StyledListItem,
  StyledSection,
  StyledSheet,
} from '.'

/** A panel as the feature sheets lay it out: a headline, facts, a list and a form. */
function SheetLayoutExample() {
  return (
    <StyledSheet style={{ maxWidth: 480 }}>
      <StyledHeadline>
        <strong>Bed 204-B</strong>
        <StatusBadge tone="primary">Occupied</StatusBadge>
        <span data-part="end">Floor 2</span>
      </StyledHeadline>
      <StyledSection aria-label="Details">
        <h3>Details</h3>
        <StyledFacts>
          <dt>Tenant</dt>
          <dd>Harpreet Kaur</dd>
          <dt>Dues</dt>
          <dd data-tone="error">₹4,500.00</dd>
        </StyledFacts>
      </StyledSection>
      <StyledSection aria-label="Documents">
        <h3>Documents</h3>
        <StyledList>
          <StyledListItem>
            <span data-part="main">
              Aadhaar card<span data-part="muted">PDF · 240 KB</span>
            </span>
            <span data-part="side">
              <Button size="xxsmall" variant="secondary">
                View
              </Button>
            </span>
          </StyledListItem>
        </StyledList>
      </StyledSection>
      <StyledFormGrid aria-label="Remark" onSubmit={(event) => event.preventDefault()}>
        <TextField label="Remark" data-span="full" />
        <StyledActions>
          <Button type="submit">Save</Button>
        </StyledActions>
      </StyledFormGrid>
    </StyledSheet>
  )
}

const meta = {
  title: 'Design system/SheetLayout',
  component: SheetLayoutExample,
} satisfies Meta<typeof SheetLayoutExample>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
