/**
 * User Timing marks of a load's boot, shown in the browser's performance panel (its Timings track) and read by
 * `npm run bench:phases`: `entry` once the entry has run and the first reads are on their way, `render` as the app's
 * first render starts (its code has run and the first reads have answered, or the loading screen's wait ran out).
 */
export const BOOT_MARKS = { entry: 'roost:entry', render: 'roost:render' } as const

export function markBoot(name: keyof typeof BOOT_MARKS) {
  // jsdom, the unit tests' window, has no User Timing.
  if ('mark' in performance) performance.mark(BOOT_MARKS[name])
}
