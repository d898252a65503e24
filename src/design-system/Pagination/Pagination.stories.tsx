import type { Meta, StoryObj } from '@storybook/react-webpack5'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { Pagination, type PaginationProps } from './Pagination'

/** Keeps page and page size the way a list screen would, seeded from the story's args. */
function ControlledPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page)
  const [rowsPerPage, setRowsPerPage] = useState(props.rowsPerPage)
  return (
    <Pagination
      {...props}
      page={page}
      rowsPerPage={rowsPerPage}
      onPageChange={(next) => {
        setPage(next)
        props.onPageChange(next)
      }}
      onRowsPerPageChange={(next) => {
        setRowsPerPage(next)
        setPage(1)
        props.onRowsPerPageChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Design system/Pagination',
  component: Pagination,
  args: { page: 1, rowsPerPage: 10, total: 243, onPageChange: fn(), onRowsPerPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    rowsPerPage: { control: 'inline-radio', options: [10, 20, 50] },
    total: { control: { type: 'number', min: 0 } },
  },
  render: (args) => <ControlledPagination key={`${args.page}-${args.rowsPerPage}-${args.total}`} {...args} />,
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const MiddleOfALongList: Story = {
  args: { page: 13 },
}

export const LastPage: Story = {
  args: { page: 25 },
}

export const FewPages: Story = {
  args: { total: 42 },
}

export const Empty: Story = {
  args: { total: 0 },
}
