import type { CourseLevel } from '../schema'

/** Level and usual length of a degree, by the degree that starts the course name. */
const DEGREES: Record<string, [CourseLevel, number]> = {
  'BSc Nursing': ['UG', 4],
  BA: ['UG', 3],
  BCom: ['UG', 3],
  BSc: ['UG', 3],
  BBA: ['UG', 3],
  BCA: ['UG', 3],
  BVoc: ['UG', 3],
  BE: ['UG', 4],
  BTech: ['UG', 4],
  BDes: ['UG', 4],
  BPharm: ['UG', 4],
  BPT: ['UG', 4],
  BArch: ['UG', 5],
  BDS: ['UG', 5],
  MBBS: ['UG', 5],
  MA: ['PG', 2],
  MCom: ['PG', 2],
  MSc: ['PG', 2],
  MBA: ['PG', 2],
  MCA: ['PG', 2],
  MTech: ['PG', 2],
  PGDM: ['PG', 2],
  Executive: ['PG', 1],
}

/** Longest degree names first, so that `BSc Nursing` wins over `BSc`. */
const DEGREE_NAMES = Object.keys(DEGREES).sort((a, b) => b.length - a.length)

/** Five-year integrated law degrees (BA LLB, BBA LLB), whatever their first word. */
const INTEGRATED_LAW = / LLB$/

export function courseFacts(name: string): { level: CourseLevel; duration_years: number | null } {
  if (INTEGRATED_LAW.test(name)) return { level: 'UG', duration_years: 5 }
  const degree = DEGREE_NAMES.find((prefix) => name === prefix || name.startsWith(`${prefix} `))
  if (!degree) return { level: 'OTHER', duration_years: null }
  const [level, duration_years] = DEGREES[degree]
  return { level, duration_years }
}
