import { generatedApi, type LookupBedsApiResponse, type Room } from './inventoryApi.gen'
import {
  INVENTORY_TAG_TYPES,
  LIST,
  allotmentTags,
  inventoryAddTags,
  roomTags,
  type InventoryTag,
} from './inventoryTags'
import {
  PICKER_LIMIT,
  type PropertyOccupancyArg,
  type PropertyOccupancyPage,
  type RoomFeatureOptionPage,
  type TenantOptionArg,
  type TenantOptionPage,
} from './sharedReads'
import { successToast } from '../../app/core/toasts/successToast'

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`
const roomName = (room: Room) => `${room.is_unit ? 'Unit' : 'Room'} ${room.name}`

const enhanced = generatedApi.enhanceEndpoints({
  addTagTypes: INVENTORY_TAG_TYPES,
  endpoints: {
    lookupBeds: {
      providesTags: (_result, _error, { id }) => [{ type: 'BedBoard', id }],
      // Up to 10,000 beds: frozen on arrival, Immer neither walks nor freezes them again in the reducer (≈120 ms).
      transformResponse: (response: LookupBedsApiResponse) => Object.freeze(response),
    },
    getBedDetails: {
      // Bed details show their room's rent, type and name, so room edits refresh them through the Room tag.
      providesTags: (result, _error, { id }) => [
        { type: 'Bed', id },
        ...(result ? [{ type: 'Room', id: result.data.room_id } satisfies InventoryTag] : []),
      ],
    },
    getBedAvailability: { providesTags: (_result, _error, { id }) => [{ type: 'BedAvailability', id }] },
    createBedAllotment: {
      invalidatesTags: (result) => (result ? allotmentTags(result.data) : []),
      onQueryStarted: successToast((_arg, { data }) => `${data.bed_name} allotted to ${data.tenant_name}`),
    },
    unlinkAllotment: {
      invalidatesTags: (result) => (result ? allotmentTags(result.data) : []),
      onQueryStarted: successToast((_arg, { data }) => `${data.tenant_name} unlinked from ${data.bed_name}`),
    },
    editRooms: {
      invalidatesTags: (result, _error, { roomMultipleEditRequest: { room_id_list, ...changes } }) => {
        const propertyId = result?.data.rooms[0]?.property_id
        return propertyId === undefined ? [] : roomTags(propertyId, room_id_list, changes)
      },
      onQueryStarted: successToast((_arg, { data }) => `${plural(data.updated_count, 'room')} updated`),
    },
    toggleRoom: {
      invalidatesTags: (result, _error, { id, roomToggleRequest }) =>
        result ? roomTags(result.data.property_id, [id], roomToggleRequest) : [],
      onQueryStarted: successToast(
        (_arg, { data }) => `${roomName(data)} is ${data.is_active ? 'active' : 'inactive'} now`,
      ),
    },
    updateRoom: {
      invalidatesTags: (result, _error, { id, roomUpdateRequest }) =>
        result ? roomTags(result.data.property_id, [id], roomUpdateRequest) : [],
      onQueryStarted: successToast((_arg, { data }) => `${roomName(data)} saved`),
    },
    editPropertyInventory: {
      invalidatesTags: (result, _error, { id, inventoryEditRequest }) =>
        result ? inventoryAddTags(id, inventoryEditRequest) : [],
      onQueryStarted: successToast((_arg, { data }) => {
        const units = data.floors.some((floor) => floor.rooms.some((room) => room.is_unit))
        const parts = [
          data.floors_added > 0 && plural(data.floors_added, 'floor'),
          units ? plural(data.rooms_added, 'unit') : plural(data.rooms_added, 'room'),
          !units && plural(data.beds_added, 'bed'),
        ]
        return `Added ${parts.filter(Boolean).join(', ')}`
      }),
    },
    createRoomType: {
      invalidatesTags: (result, _error, { roomTypeCreateRequest }) =>
        result ? [{ type: 'RoomType', id: roomTypeCreateRequest.property_id }] : [],
      onQueryStarted: successToast((_arg, { data }) => `Room type “${data.name}” created`),
    },
    listFloors: {
      providesTags: (result, _error, { id }) => [
        { type: 'Floor', id },
        ...(result?.data.results ?? []).flatMap((floor) =>
          floor.rooms.map((room): InventoryTag => ({ type: 'Room', id: room.id })),
        ),
      ],
    },
    getPropertySummary: { providesTags: (_result, _error, { id }) => [{ type: 'PropertySummary', id }] },
    listRoomTypes: { providesTags: (_result, _error, { id }) => [{ type: 'RoomType', id }] },
  },
})

/** The inventory slice with its tags and toasts, plus the reads it needs from the properties and tenants tags. */
export const inventoryApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    listPropertyOccupancy: build.query<PropertyOccupancyPage, PropertyOccupancyArg>({
      query: ({ offset, limit, propertyName, propertyType }) => ({
        url: '/property/api/v1/operator/property/list',
        params: {
          offset,
          limit,
          property_name: propertyName,
          property_type: propertyType ?? 'all',
          source: 'inventory',
        },
      }),
      providesTags: (result) => [
        { type: 'Property', id: LIST },
        ...(result?.data.results ?? []).map((property): InventoryTag => ({
          type: 'Property',
          id: property.id,
        })),
      ],
    }),
    listRoomFeatureOptions: build.query<RoomFeatureOptionPage, number>({
      query: (propertyId) => ({
        url: `/property/api/v1/operator/property/${propertyId}/room_feature/list`,
        params: { limit: 100 },
      }),
      providesTags: (_result, _error, propertyId) => [{ type: 'RoomFeature', id: propertyId }],
    }),
    listTenantOptions: build.query<TenantOptionPage, TenantOptionArg>({
      query: ({ propertyId, name }) => ({
        url: '/onboarding/api/v1/operator/tenant/list',
        params: {
          type: 'all',
          is_bed_linked: false,
          property_id: propertyId,
          name: name || undefined,
          limit: PICKER_LIMIT,
        },
      }),
      providesTags: [{ type: 'Tenant', id: LIST }],
    }),
  }),
})

export const {
  useLookupBedsQuery,
  useGetBedDetailsQuery,
  useGetBedAvailabilityQuery,
  useCreateBedAllotmentMutation,
  useUnlinkAllotmentMutation,
  useEditRoomsMutation,
  useToggleRoomMutation,
  useUpdateRoomMutation,
  useEditPropertyInventoryMutation,
  useCreateRoomTypeMutation,
  useListFloorsQuery,
  useGetPropertySummaryQuery,
  useListRoomTypesQuery,
  useListPropertyOccupancyQuery,
  useListRoomFeatureOptionsQuery,
  useListTenantOptionsQuery,
} = inventoryApi

export type {
  Allotment,
  AvailabilityPeriod,
  BathType,
  BedAvailability,
  BedDetail,
  BedLookupFloor,
  BedLookupItem,
  BedLookupResult,
  BedLookupRoom,
  BedLookupRoomType,
  BedStatus,
  BedStatusCounts,
  Floor,
  InventoryEditRequest,
  InventoryFloorInput,
  InventoryRoomInput,
  LettingUnit,
  LookupBedsApiArg,
  PropertySummary,
  PropertyType,
  Room,
  RoomMultipleEditRequest,
  RoomType,
  RoomTypeCreateRequest,
  RoomUpdateRequest,
} from './inventoryApi.gen'
export type { PropertyOccupancy, RoomFeatureOption, TenantOption } from './sharedReads'
