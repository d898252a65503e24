import { addDays, kolkataDate } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { Occupation, PropertyGender } from '../db/schema'
import { findOperatorByPhone } from '../operators/operators'
import { DEMO_OPERATOR, SECOND_OPERATOR, type DemoOperator } from './demoOperators'
import { writeProperty, type PropertySpec, type RoomTypeSpec } from './inventoryWriter'
import { buildFloors, type FloorLayout } from './layout'
import { peopleMaker } from './people'
import { seededRandom } from './random'

const rupees = (amount: number) => amount * 100

/** Features every demo property offers its rooms. */
export const ROOM_FEATURES = [
  { name: 'AC', icon: 'ac' },
  { name: 'Attached bathroom', icon: 'bath' },
  { name: 'Balcony', icon: 'balcony' },
  { name: 'Geyser', icon: 'geyser' },
  { name: 'Study table', icon: 'desk' },
  { name: 'Wardrobe', icon: 'wardrobe' },
  { name: 'Wi-Fi', icon: 'wifi' },
] as const

/** A room type with the features its sharing, AC and bath imply; deposit one month's rent. */
export function roomType(
  name: string,
  sharing: number,
  isAc: boolean,
  attached: boolean,
  rent: number,
): RoomTypeSpec {
  return {
    name,
    sharing,
    is_ac: isAc,
    bath_type: attached ? 'ATTACHED' : 'COMMON',
    rent_paise: rupees(rent),
    deposit_paise: rupees(rent),
    features: [
      'Wi-Fi',
      'Wardrobe',
      'Study table',
      ...(isAc ? ['AC'] : []),
      ...(attached ? ['Attached bathroom', 'Geyser'] : []),
    ],
  }
}

type DemoProperty = {
  seed: number
  city: string
  meterPrefix: string
  occupations: readonly Occupation[]
  property: Omit<PropertySpec['property'], 'city_id'>
  roomTypes: readonly RoomTypeSpec[]
  layout: readonly FloorLayout[]
}

/** Rents per bed per month with food, from the domain notes (§11); AC adds ₹1–3k. */
const KORAMANGALA: DemoProperty = {
  seed: 560034,
  city: 'Bengaluru',
  meterPrefix: 'BESCOM',
  occupations: ['STUDENT', 'PROFESSIONAL', 'PROFESSIONAL'],
  property: {
    name: 'Koramangala Boys PG',
    property_type: 'PG',
    gender: 'BOYS',
    description:
      'A boys’ PG in Koramangala 4th Block, a short walk from the Sony World junction: rooms from single to four sharing, three meals a day.',
    image: null,
    address_line1: 'No. 14, 8th Cross Road',
    address_line2: '4th Block',
    locality: 'Koramangala',
    city_name: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560034',
    contact_phone: '+91 80950 43210',
    manager_name: 'Suresh Gowda',
    rent_due_day: 5,
    grace_days: 2,
    late_fee_type: 'PER_DAY',
    late_fee_value: rupees(50),
    lock_in_months: 3,
    food_enabled: 1,
    curfew_time: '23:00',
    pan: 'ABCPD1234F',
    upi_id: 'roostkoramangala@okhdfc',
    payee_name: 'Roost Demo Stays',
    amenities: JSON.stringify(['Wi-Fi', 'Housekeeping', 'Power backup', 'Washing machine', 'RO water']),
    house_rules: JSON.stringify([
      'Entry closes at 11 pm.',
      'No smoking or alcohol on the premises.',
      'Visitors in the lobby only, until 8 pm.',
      'Switch off the AC and geyser when you leave the room.',
    ]),
  },
  roomTypes: [
    roomType('Single sharing AC', 1, true, true, 21_000),
    roomType('Double sharing AC', 2, true, true, 16_000),
    roomType('Double sharing', 2, false, false, 13_500),
    roomType('Triple sharing', 3, false, false, 10_500),
    roomType('Four sharing', 4, false, false, 8_500),
  ],
  layout: [
    {
      name: 'Ground floor',
      level: 0,
      rooms: [
        [0, 2],
        [2, 3],
      ],
    },
    {
      name: 'First floor',
      level: 1,
      rooms: [
        [0, 2],
        [1, 4],
        [3, 3],
      ],
    },
    {
      name: 'Second floor',
      level: 2,
      rooms: [
        [1, 4],
        [3, 4],
        [4, 2],
      ],
    },
    {
      name: 'Third floor',
      level: 3,
      rooms: [
        [2, 4],
        [3, 4],
        [4, 4],
      ],
    },
    {
      name: 'Fourth floor',
      level: 4,
      rooms: [
        [3, 3],
        [4, 3],
      ],
    },
  ],
}

const VIMAN_NAGAR: DemoProperty = {
  seed: 411014,
  city: 'Pune',
  meterPrefix: 'MSEDCL',
  occupations: ['STUDENT'],
  property: {
    name: 'Viman Nagar Girls Hostel',
    property_type: 'HOSTEL',
    gender: 'GIRLS',
    description:
      'A girls’ hostel near Symbiosis, Viman Nagar, with a warden on every floor, a mess serving four meals and a 9:30 pm entry time.',
    image: null,
    address_line1: 'Plot 27, Lane 5',
    address_line2: 'Off Nagar Road',
    locality: 'Viman Nagar',
    city_name: 'Pune',
    state: 'Maharashtra',
    pincode: '411014',
    contact_phone: '+91 70200 18765',
    manager_name: 'Meera Kulkarni',
    late_fee_type: 'FIXED',
    late_fee_value: rupees(500),
    lock_in_months: 6,
    food_enabled: 1,
    attendance_enabled: 1,
    outpass_enabled: 1,
    curfew_time: '21:30',
    pan: 'ABCPD1234F',
    upi_id: 'roostvimannagar@okicici',
    payee_name: 'Roost Demo Stays',
    amenities: JSON.stringify([
      'Wi-Fi',
      'Mess (4 meals)',
      'Housekeeping',
      'CCTV',
      '24×7 security',
      'Laundry',
    ]),
    house_rules: JSON.stringify([
      'Entry closes at 9:30 pm; late entries are logged and parents informed.',
      'Night outs need an approved outpass.',
      'Male visitors are met at the reception only.',
      'Guardians are registered at admission.',
    ]),
  },
  roomTypes: [
    roomType('Single room', 1, false, true, 12_500),
    roomType('Double sharing AC', 2, true, true, 13_000),
    roomType('Double sharing', 2, false, false, 9_500),
    roomType('Triple sharing', 3, false, false, 7_000),
    roomType('Four sharing', 4, false, false, 6_000),
  ],
  layout: [
    {
      name: 'Ground floor',
      level: 0,
      rooms: [
        [0, 2],
        [2, 3],
      ],
    },
    {
      name: 'First floor',
      level: 1,
      rooms: [
        [1, 2],
        [3, 4],
        [4, 2],
      ],
    },
    {
      name: 'Second floor',
      level: 2,
      rooms: [
        [1, 2],
        [3, 4],
        [4, 3],
      ],
    },
    {
      name: 'Third floor',
      level: 3,
      rooms: [
        [0, 2],
        [2, 4],
        [3, 4],
      ],
    },
    {
      name: 'Fourth floor',
      level: 4,
      rooms: [
        [1, 2],
        [4, 4],
      ],
    },
  ],
}

const DLF_PHASE_2: DemoProperty = {
  seed: 122002,
  city: 'Gurugram',
  meterPrefix: 'DHBVN',
  occupations: ['PROFESSIONAL', 'PROFESSIONAL', 'PROFESSIONAL', 'STUDENT'],
  property: {
    name: 'DLF Phase 2 Co-living',
    property_type: 'COLIVING',
    gender: 'COED',
    description:
      'Furnished co-living for working professionals near Cyber City: fully air-conditioned rooms, a gym and a community lounge.',
    image: null,
    address_line1: 'N-12, Block N',
    address_line2: null,
    locality: 'DLF Phase 2',
    city_name: 'Gurugram',
    state: 'Haryana',
    pincode: '122002',
    contact_phone: '+91 99110 27384',
    manager_name: 'Harpreet Kaur',
    rent_cycle: 'ANNIVERSARY',
    late_fee_type: 'PERCENT',
    late_fee_value: 200,
    lock_in_months: 3,
    gst_registered: 1,
    gstin: '06ABCPD1234F1Z5',
    tax_rate_bps: 1200,
    pan: 'ABCPD1234F',
    upi_id: 'roostdlf2@okaxis',
    payee_name: 'Roost Demo Stays',
    amenities: JSON.stringify([
      'Wi-Fi',
      'Housekeeping',
      'Gym',
      'Community lounge',
      'Power backup',
      'Washing machine',
    ]),
    house_rules: JSON.stringify([
      'Quiet hours from 11 pm to 7 am.',
      'Overnight guests are charged ₹500 a night.',
      'No smoking indoors.',
    ]),
  },
  roomTypes: [
    roomType('Private room', 1, true, true, 26_000),
    roomType('Twin sharing', 2, true, true, 16_500),
    roomType('Triple sharing', 3, true, false, 12_500),
  ],
  layout: [
    { name: 'Ground floor', level: 0, rooms: [[0, 4]] },
    {
      name: 'First floor',
      level: 1,
      rooms: [
        [0, 4],
        [1, 6],
      ],
    },
    {
      name: 'Second floor',
      level: 2,
      rooms: [
        [0, 4],
        [1, 6],
        [2, 2],
      ],
    },
    {
      name: 'Third floor',
      level: 3,
      rooms: [
        [0, 4],
        [1, 6],
        [2, 2],
      ],
    },
    {
      name: 'Fourth floor',
      level: 4,
      rooms: [
        [0, 2],
        [1, 6],
        [2, 3],
      ],
    },
  ],
}

/** The second operator's one small property, so that isolation shows. */
const HINJEWADI: DemoProperty = {
  seed: 411057,
  city: 'Pune',
  meterPrefix: 'MSEDCL',
  occupations: ['PROFESSIONAL'],
  property: {
    name: 'Nest Hinjewadi',
    property_type: 'COLIVING',
    gender: 'COED',
    description: 'A small co-living house by Hinjewadi Phase 1 for IT professionals.',
    image: null,
    address_line1: 'Survey No. 42, Shivaji Chowk',
    address_line2: 'Phase 1',
    locality: 'Hinjewadi',
    city_name: 'Pune',
    state: 'Maharashtra',
    pincode: '411057',
    contact_phone: null,
    manager_name: null,
    amenities: JSON.stringify(['Wi-Fi', 'Housekeeping']),
  },
  roomTypes: [
    roomType('Double sharing AC', 2, true, true, 11_000),
    roomType('Triple sharing', 3, false, false, 8_000),
  ],
  layout: [
    { name: 'Ground floor', level: 0, rooms: [[0, 2]] },
    {
      name: 'First floor',
      level: 1,
      rooms: [
        [0, 2],
        [1, 2],
      ],
    },
  ],
}

const DEMO_PROPERTIES: readonly { operator: DemoOperator; properties: readonly DemoProperty[] }[] = [
  { operator: DEMO_OPERATOR, properties: [KORAMANGALA, VIMAN_NAGAR, DLF_PHASE_2] },
  { operator: SECOND_OPERATOR, properties: [HINJEWADI] },
]

const TENANT_GENDERS: Record<PropertyGender, readonly ('MALE' | 'FEMALE')[]> = {
  BOYS: ['MALE'],
  GIRLS: ['FEMALE'],
  COED: ['MALE', 'FEMALE'],
}

/** Tenants waiting for a bed at each property, so the allotment picker has someone to offer. */
const WAITING_TENANTS = 3

/**
 * The demo properties with floors, rooms, beds in every status and their tenants. Deterministic: each property
 * draws from its own seeded generator, dates count from the day of seeding. A property the operator already
 * has (by name) is left as it is.
 */
export async function seedDemoProperties(db: Db, now: Clock): Promise<void> {
  const today = kolkataDate(now())
  const reserved = DEMO_PROPERTIES.map(({ operator }) => operator.phone.national)
  for (const { operator: demo, properties } of DEMO_PROPERTIES) {
    const operator = await findOperatorByPhone(db, demo.phone)
    if (!operator) throw new Error(`Seed: the demo operator ${demo.name} is missing`)
    for (const demoProperty of properties) {
      const existing = await db
        .selectFrom('properties')
        .select('id')
        .where('operator_id', '=', operator.id)
        .where('name', '=', demoProperty.property.name)
        .executeTakeFirst()
      if (existing) continue
      const city = await db
        .selectFrom('cities')
        .select('id')
        .where('name', '=', demoProperty.city)
        .executeTakeFirstOrThrow()
      const random = seededRandom(demoProperty.seed)
      const person = peopleMaker(random, reserved)
      const genders = TENANT_GENDERS[demoProperty.property.gender ?? 'COED']
      const newPerson = () => person(random.pick(genders), demoProperty.occupations)
      const floors = buildFloors(demoProperty.layout, {
        random,
        today,
        roomTypes: demoProperty.roomTypes,
        meterPrefix: demoProperty.meterPrefix,
        byUnit: false,
        newPerson,
      })
      const waitingRent = demoProperty.roomTypes[demoProperty.roomTypes.length - 1].rent_paise
      await writeProperty(db, now, operator.id, {
        property: { ...demoProperty.property, city_id: city.id },
        features: ROOM_FEATURES,
        roomTypes: demoProperty.roomTypes,
        floors,
        waiting: Array.from({ length: WAITING_TENANTS }, (_, index) => ({
          person: newPerson(),
          rent_paise: waitingRent,
          deposit_paise: waitingRent,
          move_in_date: addDays(today, 3 + index * 4),
        })),
      })
    }
  }
}
