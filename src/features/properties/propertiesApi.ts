import { generatedApi } from './propertiesApi.gen'
import {
  LIST,
  PROPERTY_TAG_TYPES,
  propertyUpdateTags,
  roomFeatureChangeTags,
  type PropertyTag,
} from './propertyTags'
import { successToast } from '../../app/core/toasts/successToast'

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

/** What a feature change did, in a sentence: 'Added 2 features, removed 1'. */
function featureChangeMessage(added: number, renamed: number, removed: number): string {
  const parts = [
    added > 0 && `added ${plural(added, 'feature')}`,
    renamed > 0 && `renamed ${renamed}`,
    removed > 0 && `removed ${removed}`,
  ].filter((part): part is string => Boolean(part))
  const sentence = parts.join(', ')
  return sentence ? `Room features: ${sentence}` : 'Room features saved'
}

/** The properties slice with id tags and success toasts; screens import from here, never the .gen file. */
export const propertiesApi = generatedApi.enhanceEndpoints({
  addTagTypes: PROPERTY_TAG_TYPES,
  endpoints: {
    listProperties: {
      providesTags: (result) => [
        { type: 'Property', id: LIST },
        ...(result?.data.results ?? []).map((property): PropertyTag => ({
          type: 'Property',
          id: property.id,
        })),
      ],
    },
    getProperty: { providesTags: (_result, _error, { id }) => [{ type: 'Property', id }] },
    updateProperty: {
      invalidatesTags: (result, _error, { id, propertyUpdateRequest }) =>
        result ? propertyUpdateTags(id, propertyUpdateRequest) : [],
      onQueryStarted: successToast((_arg, { data }) => `${data.property_name} saved`),
    },
    getAgreementTerms: {
      // The terms follow the bed's current tenant and the property's defaults.
      providesTags: (result, _error, { roomId, bedId }) => [
        { type: 'Room', id: roomId },
        ...(bedId === undefined ? [] : [{ type: 'Bed', id: bedId } satisfies PropertyTag]),
        ...(result ? [{ type: 'Property', id: result.data.property_id } satisfies PropertyTag] : []),
      ],
    },
    changeRoomFeatures: {
      invalidatesTags: (result, _error, { roomFeatureChangeRequest }) =>
        result ? roomFeatureChangeTags(roomFeatureChangeRequest) : [],
      onQueryStarted: successToast(({ roomFeatureChangeRequest: { add, update, remove } }) =>
        featureChangeMessage(add?.length ?? 0, update?.length ?? 0, remove?.length ?? 0),
      ),
    },
    listRoomFeatures: { providesTags: (_result, _error, { id }) => [{ type: 'RoomFeature', id }] },
  },
})

export const {
  useListPropertiesQuery,
  useGetPropertyQuery,
  useUpdatePropertyMutation,
  useChangeRoomFeaturesMutation,
  useListRoomFeaturesQuery,
} = propertiesApi

export type {
  AddressInput,
  LateFeeType,
  LettingUnit,
  ListPropertiesApiArg,
  ProRateMethod,
  PropertyDetail,
  PropertyListItem,
  PropertyType,
  PropertyTypeFilter,
  PropertyUpdateRequest,
  RentCycle,
  RoomFeature,
  RoomFeatureChangeRequest,
} from './propertiesApi.gen'
