import type { ListState } from '../../../app/core/listState/useListState'
import { toListArgs } from '../../../app/core/listState/listQuery'
import {
  useListCitiesQuery,
  useListCountriesQuery,
  useListStatesQuery,
  useListTaxTypesQuery,
  type City,
  type Country,
  type State,
  type TaxType,
} from '../../../app/core/resources/resourcesApi'
import type { DataTableColumn } from '../../../design-system/DataTable'
import { StatusBadge } from '../../../design-system/StatusBadge'
import { ReferenceList } from './ReferenceList'

const pageOf = (list: ListState) => {
  const { offset, limit } = toListArgs(list)
  return { offset, limit, name: list.filters.search || undefined }
}

const COUNTRY_COLUMNS: DataTableColumn<Country>[] = [
  { id: 'name', header: 'Country', cell: (country) => country.name },
  { id: 'iso', header: 'ISO code', cell: (country) => country.iso_code },
  { id: 'isd', header: 'ISD code', cell: (country) => country.isd_code },
  {
    id: 'currency',
    header: 'Currency',
    cell: (country) => `${country.currency_code} (${country.currency_symbol})`,
  },
  { id: 'decimals', header: 'Decimal places', align: 'end', cell: (country) => country.decimal_places },
  {
    id: 'digits',
    header: 'Phone digits',
    align: 'end',
    cell: (country) => country.national_number_length ?? '—',
  },
]

export function CountriesList({ list }: { list: ListState }) {
  const result = useListCountriesQuery(pageOf(list))
  return (
    <ReferenceList
      label="Countries"
      list={list}
      result={result}
      columns={COUNTRY_COLUMNS}
      getRowId={(country) => String(country.id)}
      searchLabel="Search countries"
      searchPlaceholder="Name, ISO or ISD code"
    />
  )
}

const STATE_COLUMNS: DataTableColumn<State>[] = [
  { id: 'code', header: 'GST state code', cell: (state) => state.gst_code },
  { id: 'name', header: 'State or union territory', cell: (state) => state.name },
  {
    id: 'kind',
    header: 'Kind',
    cell: (state) => (state.kind === 'UT' ? 'Union territory' : 'State'),
  },
]

export function StatesList({ list }: { list: ListState }) {
  const result = useListStatesQuery(pageOf(list))
  return (
    <ReferenceList
      label="States"
      list={list}
      result={result}
      columns={STATE_COLUMNS}
      getRowId={(state) => String(state.id)}
      searchLabel="Search states"
      searchPlaceholder="Name or GST code, e.g. 29"
    />
  )
}

const CITY_COLUMNS: DataTableColumn<City>[] = [
  { id: 'name', header: 'City', cell: (city) => city.name },
  { id: 'state', header: 'State', cell: (city) => city.state },
  { id: 'code', header: 'GST state code', cell: (city) => city.state_gst_code ?? '—' },
]

export function CitiesList({ list }: { list: ListState }) {
  const result = useListCitiesQuery(pageOf(list))
  return (
    <ReferenceList
      label="Cities"
      list={list}
      result={result}
      columns={CITY_COLUMNS}
      getRowId={(city) => String(city.id)}
      searchLabel="Search cities"
      searchPlaceholder="City name"
    />
  )
}

/** 1800 basis points → "18%"; 250 → "2.5%". */
export const percentOf = (bps: number) => `${String(bps / 100)}%`

const TAX_COLUMNS: DataTableColumn<TaxType>[] = [
  {
    id: 'code',
    header: 'Tax type',
    cell: (tax) => (
      <>
        {`${tax.name} (${tax.code})`}
        {tax.is_default && (
          <>
            {' '}
            <StatusBadge tone="primary">Default</StatusBadge>
          </>
        )}
      </>
    ),
  },
  { id: 'rates', header: 'Rates', cell: (tax) => tax.rates_bps.map(percentOf).join(', ') },
]

export function TaxTypesList({ list }: { list: ListState }) {
  const { offset, limit } = toListArgs(list)
  const result = useListTaxTypesQuery({ offset, limit })
  return (
    <ReferenceList
      label="Tax types"
      list={list}
      result={result}
      columns={TAX_COLUMNS}
      getRowId={(tax) => String(tax.id)}
    />
  )
}
