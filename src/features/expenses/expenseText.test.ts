import type { ExpenseCategory } from './expensesApi'
import { categoryOptions } from './expenseText'

const category = (id: number, name: string, group: ExpenseCategory['group']): ExpenseCategory => ({
  id,
  code: name.toUpperCase().replace(/\W+/g, '_'),
  name,
  group,
  tds_section: null,
  is_system: false,
})

describe('categoryOptions', () => {
  it('lists the groups in their fixed order and each group’s names alphabetically, whatever their case', () => {
    const options = categoryOptions([
      category(1, 'Water', 'UTILITIES'),
      category(2, 'Lease rent', 'PROPERTY'),
      category(3, 'electricity', 'UTILITIES'),
      category(4, 'Internet', 'UTILITIES'),
      category(5, 'Groceries', 'MESS'),
      category(6, 'Cooking gas', 'MESS'),
    ])
    expect(options.map((option) => option.label)).toEqual([
      'Property · Lease rent',
      'Utilities · electricity',
      'Utilities · Internet',
      'Utilities · Water',
      'Mess · Cooking gas',
      'Mess · Groceries',
    ])
    expect(options[1]).toEqual({ value: '3', label: 'Utilities · electricity' })
  })
})
