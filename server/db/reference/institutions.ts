/** Colleges near the demo cities (type COLLEGE, spec §9) with a handful of their courses each. */
export const COLLEGES: readonly { name: string; city: string; courses: readonly string[] }[] = [
  {
    name: 'Christ University',
    city: 'Bengaluru',
    courses: ['BCom', 'BBA', 'BA Psychology', 'BSc Computer Science', 'BA LLB', 'MBA', 'MCA'],
  },
  {
    name: 'RV College of Engineering',
    city: 'Bengaluru',
    courses: [
      'BE Computer Science and Engineering',
      'BE Information Science and Engineering',
      'BE Electronics and Communication',
      'BE Mechanical Engineering',
      'BE Civil Engineering',
      'MCA',
    ],
  },
  {
    name: 'BMS College of Engineering',
    city: 'Bengaluru',
    courses: [
      'BE Computer Science and Engineering',
      'BE Electronics and Communication',
      'BE Mechanical Engineering',
      'BArch',
      'MBA',
    ],
  },
  {
    name: 'PES University',
    city: 'Bengaluru',
    courses: [
      'BTech Computer Science',
      'BTech Electronics and Communication',
      'BBA',
      'BDes',
      'BPharm',
      'MBA',
    ],
  },
  {
    name: 'Ramaiah Institute of Technology',
    city: 'Bengaluru',
    courses: [
      'BE Computer Science and Engineering',
      'BE Information Science and Engineering',
      'BE Electrical and Electronics',
      'BArch',
      'MBA',
      'MCA',
    ],
  },
  {
    name: "St. Joseph's University",
    city: 'Bengaluru',
    courses: ['BCom', 'BBA', 'BA Journalism', 'BSc Biotechnology', 'MCom'],
  },
  {
    name: 'Mount Carmel College',
    city: 'Bengaluru',
    courses: ['BA', 'BCom', 'BSc', 'BBA', 'MSc Chemistry'],
  },
  {
    name: 'COEP Technological University',
    city: 'Pune',
    courses: [
      'BTech Computer Engineering',
      'BTech Mechanical Engineering',
      'BTech Civil Engineering',
      'BTech Electrical Engineering',
      'BTech Electronics and Telecommunication',
      'MTech',
    ],
  },
  {
    name: 'Fergusson College',
    city: 'Pune',
    courses: ['BA', 'BSc', 'BSc Computer Science', 'BVoc', 'MA Economics', 'MSc Physics'],
  },
  {
    name: 'Symbiosis International University',
    city: 'Pune',
    courses: ['BBA', 'BBA LLB', 'BCA', 'BTech Computer Science', 'MBA'],
  },
  {
    name: 'MIT World Peace University',
    city: 'Pune',
    courses: ['BTech Computer Science', 'BTech Mechanical Engineering', 'BCom', 'BBA', 'MBA'],
  },
  {
    name: 'Vishwakarma Institute of Technology',
    city: 'Pune',
    courses: [
      'BTech Computer Engineering',
      'BTech Information Technology',
      'BTech Electronics and Telecommunication',
      'BTech Chemical Engineering',
    ],
  },
  {
    name: 'Brihan Maharashtra College of Commerce',
    city: 'Pune',
    courses: ['BCom', 'BBA', 'BBA Computer Applications', 'MCom'],
  },
  {
    name: 'Management Development Institute',
    city: 'Gurugram',
    courses: ['PGDM', 'PGDM Human Resource Management', 'PGDM International Business', 'Executive PGDM'],
  },
  {
    name: 'The NorthCap University',
    city: 'Gurugram',
    courses: ['BTech Computer Science', 'BTech Electronics and Communication', 'BBA', 'BA LLB', 'MBA'],
  },
  {
    name: 'SGT University',
    city: 'Gurugram',
    courses: ['MBBS', 'BDS', 'BPT', 'BSc Nursing', 'BBA', 'BTech Computer Science'],
  },
  {
    name: 'GD Goenka University',
    city: 'Gurugram',
    courses: ['BTech Computer Science', 'BBA', 'BA LLB', 'BDes Fashion Design', 'BArch'],
  },
  {
    name: 'Shri Ram College of Commerce',
    city: 'New Delhi',
    courses: ['BCom (Hons)', 'BA (Hons) Economics', 'MCom', 'MA Economics'],
  },
  {
    name: "St. Stephen's College",
    city: 'New Delhi',
    courses: [
      'BA (Hons) English',
      'BA (Hons) Economics',
      'BA (Hons) History',
      'BSc (Hons) Physics',
      'BSc (Hons) Mathematics',
    ],
  },
  {
    name: 'Delhi Technological University',
    city: 'New Delhi',
    courses: [
      'BTech Computer Engineering',
      'BTech Software Engineering',
      'BTech Electronics and Communication',
      'BTech Mechanical Engineering',
      'MBA',
    ],
  },
  {
    name: 'Indian Institute of Technology Delhi',
    city: 'New Delhi',
    courses: [
      'BTech Computer Science and Engineering',
      'BTech Electrical Engineering',
      'BTech Mechanical Engineering',
      'BTech Chemical Engineering',
      'MTech',
      'MBA',
    ],
  },
  {
    name: 'Lady Shri Ram College for Women',
    city: 'New Delhi',
    courses: [
      'BA (Hons) Psychology',
      'BA (Hons) Economics',
      'BA (Hons) Political Science',
      'BA (Hons) Journalism',
      'BCom (Hons)',
    ],
  },
  {
    name: 'Netaji Subhas University of Technology',
    city: 'New Delhi',
    courses: [
      'BTech Computer Science and Engineering',
      'BTech Information Technology',
      'BTech Electronics and Communication',
      'BTech Instrumentation and Control',
    ],
  },
]
