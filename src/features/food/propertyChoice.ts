import type { ListQuery } from '../../app/core/listState/listQuery'
import type { FoodPropertyOption } from './foodApi'

/** The property the address names, if any, before the property list has said whether it is the operator's. */
export const addressedProperty = ({ filters }: ListQuery) => Number(filters.property_id) || undefined

/** The address's property when the operator has it, else their first. */
export const propertyOf = (list: ListQuery, properties: readonly FoodPropertyOption[]) =>
  properties.find((option) => option.id === addressedProperty(list)) ?? properties[0]
