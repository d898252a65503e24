import type { Gender, Occupation } from '../db/schema'
import type { Random } from './random'

type Community = {
  male: readonly string[]
  female: readonly string[]
  /** Family names; Sikh names take Singh and Kaur instead. */
  surnames: readonly string[] | { male: readonly string[]; female: readonly string[] }
}

/** Names from across India's regions and religions, first names paired with family names that go with them. */
const COMMUNITIES: readonly Community[] = [
  {
    male: ['Aarav', 'Rahul', 'Aditya', 'Varun', 'Abhishek', 'Vishal', 'Akash', 'Deepak'],
    female: ['Priya', 'Pooja', 'Neha', 'Riya', 'Aditi', 'Ishita', 'Tanvi', 'Anjali'],
    surnames: ['Sharma', 'Verma', 'Gupta', 'Agarwal', 'Mishra', 'Pandey', 'Yadav', 'Chauhan'],
  },
  {
    male: ['Rohan', 'Aniket', 'Omkar', 'Shreyas', 'Pranav', 'Tejas'],
    female: ['Sayali', 'Mrunal', 'Rupali', 'Sneha', 'Gayatri', 'Ketaki'],
    surnames: ['Deshmukh', 'Patil', 'Kulkarni', 'Joshi', 'Pawar', 'Gokhale'],
  },
  {
    male: ['Karthik', 'Kiran', 'Naveen', 'Suresh', 'Chetan', 'Manoj'],
    female: ['Kavya', 'Divya', 'Bhavana', 'Rashmi', 'Shruti', 'Sahana'],
    surnames: ['Gowda', 'Hegde', 'Shetty', 'Bhat', 'Rao', 'Kamath'],
  },
  {
    male: ['Arvind', 'Siddharth', 'Anirudh', 'Vignesh', 'Srinivas', 'Harsha'],
    female: ['Ananya', 'Lakshmi', 'Nandini', 'Meera', 'Swathi', 'Keerthana'],
    surnames: ['Iyer', 'Iyengar', 'Reddy', 'Naidu', 'Subramanian', 'Krishnan'],
  },
  {
    male: ['Arjun', 'Vishnu', 'Nikhil', 'Sreejith', 'Rahul'],
    female: ['Priya', 'Anjali', 'Lakshmi', 'Aparna', 'Devika'],
    surnames: ['Nair', 'Menon', 'Pillai', 'Kurup'],
  },
  {
    male: ['Joseph', 'Ebin', 'Alan', 'Jacob', 'Jithin'],
    female: ['Mary', 'Ancy', 'Ann', 'Reshma', 'Teena'],
    surnames: ['Thomas', 'Varghese', 'George', 'Mathew', 'Kurian'],
  },
  {
    male: ['Sourav', 'Debashish', 'Arnab', 'Subhankar', 'Anirban'],
    female: ['Ananya', 'Ritika', 'Payel', 'Moumita', 'Srijita'],
    surnames: ['Banerjee', 'Chatterjee', 'Das', 'Mukherjee', 'Bose', 'Sen'],
  },
  {
    male: ['Mohammed', 'Imran', 'Faizan', 'Irfan', 'Aamir', 'Sameer'],
    female: ['Fatima', 'Aisha', 'Zoya', 'Sana', 'Nazia', 'Ayesha'],
    surnames: ['Sheikh', 'Khan', 'Ansari', 'Qureshi', 'Siddiqui', 'Irfan'],
  },
  {
    male: ['Harpreet', 'Gurpreet', 'Jaskaran', 'Manpreet', 'Arshdeep'],
    female: ['Harpreet', 'Simran', 'Mehak', 'Jasleen', 'Navneet'],
    surnames: { male: ['Singh'], female: ['Kaur'] },
  },
  {
    male: ['Parth', 'Dhruv', 'Jay', 'Harsh'],
    female: ['Khushi', 'Hetal', 'Riddhi', 'Krupa'],
    surnames: ['Shah', 'Mehta', 'Patel', 'Desai'],
  },
  {
    male: ['Joel', 'Ryan', 'Clive', 'Dylan'],
    female: ['Sharon', 'Natasha', 'Leanne', 'Sonia'],
    surnames: ['Fernandes', "D'Souza", 'Pereira', 'Rodrigues'],
  },
  {
    male: ['Tenzin', 'Jigmet', 'Sonam', 'Karma'],
    female: ['Tsering', 'Pema', 'Dolma', 'Yangchen'],
    surnames: ['Norbu', 'Wangchuk', 'Bhutia', 'Lepcha'],
  },
]

export type Person = {
  name: string
  gender: Gender
  /** National number, 10 digits starting with 6–9. */
  phone: string
  occupation: Occupation
}

const surnamesOf = (community: Community, gender: 'MALE' | 'FEMALE') =>
  'male' in community.surnames
    ? gender === 'MALE'
      ? community.surnames.male
      : community.surnames.female
    : community.surnames

/** Makes people with distinct names and phone numbers, never one of the `reserved` numbers. */
export function peopleMaker(random: Random, reserved: readonly string[] = []) {
  const names = new Set<string>()
  const phones = new Set(reserved)
  const phone = () => {
    for (;;) {
      const number = `${random.int(6, 9)}${String(random.int(0, 999_999_999)).padStart(9, '0')}`
      if (!phones.has(number)) {
        phones.add(number)
        return number
      }
    }
  }
  const nameFor = (gender: 'MALE' | 'FEMALE') => {
    for (let attempt = 0; ; attempt += 1) {
      const community = random.pick(COMMUNITIES)
      const first = random.pick(gender === 'MALE' ? community.male : community.female)
      const last = random.pick(surnamesOf(community, gender))
      const initial = String.fromCharCode(65 + random.int(0, 25))
      // Big benchmark seeds run out of plain names: a middle initial, then a number, keeps them distinct.
      const name =
        attempt < 10
          ? `${first} ${last}`
          : attempt < 60
            ? `${first} ${initial}. ${last}`
            : `${first} ${last} ${attempt}`
      if (!names.has(name)) {
        names.add(name)
        return name
      }
    }
  }
  return (gender: 'MALE' | 'FEMALE', occupations: readonly Occupation[]): Person => ({
    name: nameFor(gender),
    gender,
    phone: phone(),
    occupation: random.pick(occupations),
  })
}
