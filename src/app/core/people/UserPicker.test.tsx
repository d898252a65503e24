import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { setupMswServer } from '../../../testing/mswServer'
import { renderWithProviders } from '../../../testing/renderWithProviders'
import { makeStaffUsers, operatorUser, usersHandler, type UsersQueryLog } from './peopleHandlers'
import { UserPicker } from './UserPicker'
import { staffIdOfChoice } from './userChoice'

const server = setupMswServer()

function Harness({ onPick }: { onPick: (staffId: number | undefined) => void }) {
  const [value, setValue] = useState('')
  return (
    <UserPicker
      label="Collected by"
      canCollectCash
      propertyId={1}
      value={value}
      onChange={(choice) => {
        setValue(choice)
        onPick(staffIdOfChoice(choice))
      }}
    />
  )
}

it('lists the operator first as "Name · Role", asks for 15 cash takers at the property, and names the staff id', async () => {
  const log: UsersQueryLog = []
  server.use(usersHandler([...makeStaffUsers(5), operatorUser], log))
  const picked: (number | undefined)[] = []
  renderWithProviders(<Harness onPick={(id) => picked.push(id)} />)
  const select = screen.getByRole('combobox', { name: 'Collected by' })
  await screen.findByRole('option', { name: 'Asha Menon · Operator' })
  const options = screen.getAllByRole('option').map((option) => option.textContent)
  // Meena and Farah work at property 2; Suresh may not take cash.
  expect(options).toEqual(['Not named', 'Asha Menon · Operator', 'Ravi Kumar · Warden', 'Gopal Rao · Cook'])
  expect(Object.fromEntries(log[0])).toMatchObject({
    limit: '15',
    can_collect_cash: 'true',
    property_id: '1',
  })
  expect(screen.queryByRole('searchbox')).toBeNull()

  await userEvent.selectOptions(select, 'staff:101')
  await userEvent.selectOptions(select, 'operator:1')
  expect(picked).toEqual([101, undefined])
})

it('offers a search past 15 people and keeps the picked one while a search hides them', async () => {
  const log: UsersQueryLog = []
  server.use(usersHandler([operatorUser, ...makeStaffUsers(60)], log))
  renderWithProviders(<Harness onPick={() => undefined} />)
  const select = screen.getByRole('combobox', { name: 'Collected by' })
  const search = await screen.findByRole('searchbox', { name: 'Search collected by' })
  await userEvent.selectOptions(select, 'staff:101')
  await userEvent.type(search, 'Staff Member 31{Enter}')
  await screen.findByRole('option', { name: 'Staff Member 31 · Warden' })
  expect(log.at(-1)?.get('name')).toBe('Staff Member 31')
  expect(screen.getByRole('option', { name: 'Ravi Kumar · Warden' })).toBeInTheDocument()
  await waitFor(() => expect(select).toHaveValue('staff:101'))
})
