import { addDays, kolkataDate, OPEN_END } from '../calendar'
import type { Clock } from '../clock'
import type { Db } from '../db/database'
import type { FoodPreference, IsoDate, KycIdType, LeadSource, PoliceVerificationStatus } from '../db/schema'
import type { FileStore } from '../files/fileStore'
import { writeAgreement } from '../tenants/agreements'
import { peopleMaker } from './people'
import { seededRandom, type Random } from './random'

/** Agreements are real PDFs: this many per operator keeps a fresh start fast. */
const AGREEMENTS_PER_OPERATOR = 6

const COMPANIES = [
  'Infosys',
  'Wipro',
  'Flipkart',
  'Swiggy',
  'Accenture',
  'Tata Consultancy Services',
  'Razorpay',
  'Zerodha',
  'Deloitte',
  'HDFC Bank',
]
const DESIGNATIONS = [
  'Software Engineer',
  'Analyst',
  'Associate',
  'Product Designer',
  'Sales Executive',
  'Consultant',
]
const HOME_TOWNS = [
  'Mysuru, Karnataka 570001',
  'Kochi, Kerala 682001',
  'Nagpur, Maharashtra 440001',
  'Lucknow, Uttar Pradesh 226001',
  'Bhopal, Madhya Pradesh 462001',
  'Guwahati, Assam 781001',
  'Coimbatore, Tamil Nadu 641001',
  'Jaipur, Rajasthan 302001',
  'Patna, Bihar 800001',
  'Vijayawada, Andhra Pradesh 520001',
]
const STREETS = [
  'MG Road',
  'Station Road',
  'Gandhi Nagar',
  'Temple Street',
  'Civil Lines',
  'Lake View Colony',
]
const FOOD: readonly FoodPreference[] = ['VEG', 'VEG', 'NON_VEG', 'NON_VEG', 'EGG', 'JAIN']
const KYC: readonly KycIdType[] = ['AADHAAR', 'AADHAAR', 'AADHAAR', 'PAN', 'PASSPORT', 'DRIVING_LICENCE']
const POLICE: readonly PoliceVerificationStatus[] = [
  'VERIFIED',
  'VERIFIED',
  'VERIFIED',
  'SUBMITTED',
  'PENDING',
]
const SOURCES: readonly LeadSource[] = ['WALK_IN', 'REFERRAL', 'ONLINE', 'SOCIAL', 'ONLINE']
const DEDUCTIONS = [
  { kind: 'CLEANING', label: 'Deep cleaning', amount_paise: 50_000 },
  { kind: 'DAMAGE', label: 'Broken cupboard handle', amount_paise: 35_000 },
  { kind: 'LOST_ITEM', label: 'Lost room key', amount_paise: 25_000 },
] as const

/** A tiny valid PNG (1×1), standing in for a scanned ID in the demo data. */
export const SAMPLE_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360f8cfc0f01f0005000201e2' +
    '21bc330000000049454e44ae426082',
  'hex',
)

const phoneOf = (random: Random) =>
  `+91 ${random.int(6, 9)}${String(random.int(0, 999_999_999)).padStart(9, '0')}`

/**
 * The tenants' records beyond their stays: personal and KYC details (last 4 characters of IDs only), ID proofs,
 * a few real agreement PDFs (some signed), move-out requests for tenants whose stay is ending, and move-in
 * token requests. Operators that already have tenant documents or token requests are skipped.
 */
export async function seedTenantDetails(db: Db, now: Clock, files: FileStore): Promise<void> {
  const operators = await db.selectFrom('operators').select(['id', 'name']).orderBy('id').execute()
  for (const operator of operators) {
    const seeded = await db
      .selectFrom('tenant_documents')
      .select('id')
      .where('operator_id', '=', operator.id)
      .union(db.selectFrom('token_requests').select('id').where('operator_id', '=', operator.id))
      .limit(1)
      .executeTakeFirst()
    const hasTenants = await db
      .selectFrom('tenants')
      .select('id')
      .where('operator_id', '=', operator.id)
      .limit(1)
      .executeTakeFirst()
    if (seeded || !hasTenants) continue
    await seedOperator(db, now, files, operator)
  }
}

async function seedOperator(db: Db, now: Clock, files: FileStore, operator: { id: number; name: string }) {
  const random = seededRandom(7_000 + operator.id)
  const today = kolkataDate(now())
  const at = now().toISOString()
  const colleges = await db
    .selectFrom('institutions')
    .innerJoin('cities', 'cities.id', 'institutions.city_id')
    .select(['institutions.id', 'cities.name as city'])
    .execute()
  const courses = await db.selectFrom('institution_courses').select(['id', 'institution_id']).execute()
  const tenants = await db
    .selectFrom('tenants')
    .innerJoin('properties', 'properties.id', 'tenants.property_id')
    .select(['tenants.id', 'tenants.name', 'tenants.occupation', 'tenants.gender', 'properties.city_name'])
    .where('tenants.operator_id', '=', operator.id)
    .orderBy('tenants.id')
    .execute()

  for (const tenant of tenants) {
    const surname = tenant.name.split(' ').at(-1) ?? tenant.name
    const near = colleges.filter((college) => college.city === tenant.city_name)
    const college = tenant.occupation === 'STUDENT' && near.length ? random.pick(near) : null
    const collegeCourses = college ? courses.filter((course) => course.institution_id === college.id) : []
    const kyc = random.pick(KYC)
    await db
      .updateTable('tenants')
      .set({
        date_of_birth: `${random.int(1994, 2006)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        food_preference: random.pick(FOOD),
        email: `${tenant.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
        institution_id: college?.id ?? null,
        course_id: collegeCourses.length ? random.pick(collegeCourses).id : null,
        year_of_study: college ? random.int(1, 4) : null,
        company: tenant.occupation === 'PROFESSIONAL' ? random.pick(COMPANIES) : null,
        designation: tenant.occupation === 'PROFESSIONAL' ? random.pick(DESIGNATIONS) : null,
        guardian_name: college
          ? `${random.pick(['Ramesh', 'Suresh', 'Lakshmi', 'Anita', 'Mohan', 'Farida'])} ${surname}`
          : null,
        guardian_relation: college ? random.pick(['Father', 'Mother']) : null,
        guardian_phone: college ? phoneOf(random) : null,
        emergency_contact_name: `${random.pick(['Vikram', 'Meera', 'Arun', 'Sana', 'Joseph', 'Deepa'])} ${surname}`,
        emergency_contact_phone: phoneOf(random),
        permanent_address: `${random.int(1, 200)}, ${random.pick(STREETS)}, ${random.pick(HOME_TOWNS)}`,
        kyc_id_type: kyc,
        kyc_id_last4:
          kyc === 'PAN' || kyc === 'DRIVING_LICENCE'
            ? `${random.int(1000, 9999)}`.slice(0, 3) + String.fromCharCode(65 + random.int(0, 25))
            : String(random.int(1000, 9999)),
        police_verification_status: random.pick(POLICE),
        updated_at: at,
      })
      .where('id', '=', tenant.id)
      .execute()
    if (random.next() < 0.7) {
      const file = await files.store(
        operator.id,
        { fileName: `${kyc.toLowerCase()}-${tenant.id}.png`, data: SAMPLE_PNG },
        'TENANT_DOCUMENT',
        db,
      )
      await db
        .insertInto('tenant_documents')
        .values({
          operator_id: operator.id,
          tenant_id: tenant.id,
          file_id: file.id,
          name: kyc === 'AADHAAR' ? 'Aadhaar (masked)' : `${kyc.replace('_', ' ').toLowerCase()} copy`,
          category: 'ID_PROOF',
          kyc_id_type: kyc,
          ...(random.next() < 0.8
            ? { verification_status: 'VERIFIED', verified_at: at, verified_by_name: operator.name }
            : { verification_status: 'PENDING' }),
          agreement_id: null,
          created_at: at,
          updated_at: at,
        })
        .execute()
    }
  }

  await seedAgreements(db, now, files, operator, random, today)
  await seedMoveOuts(db, operator, random, today, at)
  await seedTokenRequests(db, operator.id, random, today, at)
}

/** Agreements for some current tenants; about half carry their signed copy. */
async function seedAgreements(
  db: Db,
  now: Clock,
  files: FileStore,
  operator: { id: number; name: string },
  random: Random,
  today: IsoDate,
) {
  const operatorId = operator.id
  const current = await db
    .selectFrom('allotments')
    .innerJoin('tenants', 'tenants.id', 'allotments.tenant_id')
    .select(['tenants.id'])
    .where('tenants.operator_id', '=', operatorId)
    .where('allotments.unlinked_at', 'is', null)
    .where('allotments.start_date', '<=', today)
    .where('allotments.move_out_date', 'is', null)
    .orderBy('allotments.start_date', 'desc')
    .limit(AGREEMENTS_PER_OPERATOR)
    .execute()
  for (const { id } of current) {
    const agreementId = await writeAgreement(db, now, files, operatorId, id, {})
    if (random.next() < 0.5) continue
    const generated = await db
      .selectFrom('tenant_documents')
      .innerJoin('stored_files', 'stored_files.id', 'tenant_documents.file_id')
      .select(['stored_files.id as file_id'])
      .where('tenant_documents.agreement_id', '=', agreementId)
      .executeTakeFirstOrThrow()
    const { data } = await files.read(operatorId, generated.file_id, db)
    const signed = await files.store(
      operatorId,
      { fileName: `Signed agreement RA-${agreementId}.pdf`, data },
      'TENANT_DOCUMENT',
      db,
    )
    const at = now().toISOString()
    const document = await db
      .insertInto('tenant_documents')
      .values({
        operator_id: operatorId,
        tenant_id: id,
        file_id: signed.id,
        name: `Signed agreement RA-${agreementId}`,
        category: 'AGREEMENT',
        kyc_id_type: null,
        verification_status: 'VERIFIED',
        verified_at: at,
        verified_by_name: operator.name,
        agreement_id: agreementId,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('agreements')
      .set({ status: 'SIGNED', signed_document_id: document.id, updated_at: at })
      .where('id', '=', agreementId)
      .execute()
  }
}

/** A raised move-out for every stay with a move-out date ahead (the tenants on notice). */
async function seedMoveOuts(
  db: Db,
  operator: { id: number; name: string },
  random: Random,
  today: IsoDate,
  at: string,
) {
  const ending = await db
    .selectFrom('allotments')
    .innerJoin('tenants', 'tenants.id', 'allotments.tenant_id')
    .select(['allotments.id', 'allotments.tenant_id', 'allotments.move_out_date'])
    .where('tenants.operator_id', '=', operator.id)
    .where('allotments.unlinked_at', 'is', null)
    .where('allotments.start_date', '<=', today)
    .where('allotments.move_out_date', '>=', today)
    .where('allotments.move_out_date', '<', OPEN_END)
    .execute()
  for (const stay of ending) {
    const moveOut = stay.move_out_date ?? today
    const notice = addDays(moveOut, -random.int(20, 35))
    const deductions = random.next() < 0.4 ? [random.pick(DEDUCTIONS)] : []
    await db
      .insertInto('offboardings')
      .values({
        operator_id: operator.id,
        tenant_id: stay.tenant_id,
        allotment_id: stay.id,
        status: 'RAISED',
        notice_date: notice < today ? notice : today,
        move_out_date: moveOut,
        actual_move_out_date: null,
        deductions: JSON.stringify(deductions),
        settlement: null,
        reason: random.pick(['Course completed', 'Job change', 'Moving to a flat', 'Going home', null]),
        remarks: null,
        reject_reason: null,
        refund_mode: null,
        refund_reference: null,
        refund_date: null,
        final_meter_reading: null,
        collection_id: null,
        history: JSON.stringify([{ action: 'RAISED', at, by_name: operator.name, note: null }]),
        raised_by_name: operator.name,
        raised_at: at,
        completed_at: null,
      })
      .execute()
  }
}

/** Move-in requests: pending, approved with a vacant bed held, and a rejected one. */
async function seedTokenRequests(db: Db, operatorId: number, random: Random, today: IsoDate, at: string) {
  const properties = await db
    .selectFrom('properties')
    .select(['id', 'gender', 'token_expiry_days', 'property_type'])
    .where('operator_id', '=', operatorId)
    .orderBy('id')
    .execute()
  const reserved = (await db.selectFrom('tenants').select('phone_no').execute()).map((row) => row.phone_no)
  const people = peopleMaker(random, reserved)
  for (const property of properties) {
    if (property.property_type === 'COMMERCIAL' || property.property_type === 'RETAIL') continue
    const vacant = await db
      .selectFrom('beds')
      .innerJoin('rooms', 'rooms.id', 'beds.room_id')
      .select([
        'beds.id',
        'rooms.room_type_id',
        (eb) => eb.fn.coalesce('beds.rent_override_paise', 'rooms.rent_paise').as('rent_paise'),
      ])
      .where('beds.property_id', '=', property.id)
      .where('beds.is_active', '=', 1)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('allotments')
              .select('allotments.id')
              .whereRef('allotments.bed_id', '=', 'beds.id')
              .where('allotments.unlinked_at', 'is', null)
              .where((inner) =>
                inner.or([
                  inner('allotments.move_out_date', '>=', today),
                  inner.and([
                    inner('allotments.move_out_date', 'is', null),
                    inner('allotments.end_date', 'is', null),
                  ]),
                  inner('allotments.end_date', '>=', today),
                ]),
              ),
          ),
        ),
      )
      .orderBy('beds.id')
      .limit(6)
      .execute()
    const statuses = ['PENDING', 'PENDING', 'APPROVED', 'APPROVED', 'REJECTED'] as const
    for (const [index, status] of statuses.entries()) {
      const bed = vacant[index] ?? null
      const gender =
        property.gender === 'GIRLS'
          ? 'FEMALE'
          : property.gender === 'BOYS'
            ? 'MALE'
            : random.pick(['MALE', 'FEMALE'] as const)
      const person = people(gender, ['STUDENT', 'PROFESSIONAL'])
      const rent = bed ? Number(bed.rent_paise) : 1_000_000
      const token = random.pick([200_000, 300_000, 500_000])
      const createdOn = addDays(today, -random.int(1, 10))
      await db
        .insertInto('token_requests')
        .values({
          operator_id: operatorId,
          property_id: property.id,
          name: person.name,
          dial_code: '+91',
          phone_no: person.phone,
          gender,
          bed_id: status === 'APPROVED' ? (bed?.id ?? null) : null,
          room_type_id: bed?.room_type_id ?? null,
          expected_move_in_date: addDays(today, random.int(3, 25)),
          rent_paise: rent,
          deposit_paise: rent * random.int(1, 2),
          token_paise: token,
          token_paid_paise: status === 'PENDING' && random.next() < 0.5 ? 0 : token,
          status,
          source: random.pick(SOURCES),
          notes: status === 'APPROVED' ? 'Bed held against the token.' : null,
          reject_reason: status === 'REJECTED' ? 'Wanted a single room; none free this month.' : null,
          refund_paise: status === 'REJECTED' ? token - 100_000 : null,
          expires_on: addDays(createdOn, property.token_expiry_days),
          tenant_id: null,
          created_at: `${createdOn}T05:30:00.000Z`,
          updated_at: at,
        })
        .execute()
    }
  }
}
