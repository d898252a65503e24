import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { fn } from 'storybook/test'
import { Button } from '../Button'
import { PageHeader } from './PageHeader'

const breadcrumbs = (
  <nav aria-label="Breadcrumb">
    <a href="#inventory">Inventory</a> / <span aria-current="page">Sunrise PG, Koramangala</span>
  </nav>
)

const meta = {
  title: 'Design system/PageHeader',
  component: PageHeader,
  args: {
    title: 'Collections',
    description: 'Rent and other charges due from tenants.',
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
  },
} satisfies Meta<typeof PageHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary" onClick={fn()}>
          Remind all
        </Button>
        <Button onClick={fn()}>Add charge</Button>
      </>
    ),
  },
}

export const WithBreadcrumbs: Story = {
  args: {
    title: 'Sunrise PG, Koramangala',
    description: '48 beds across 3 floors',
    breadcrumbs,
    actions: <Button onClick={fn()}>Edit property</Button>,
  },
}

export const TitleOnly: Story = {
  args: { description: undefined },
}
