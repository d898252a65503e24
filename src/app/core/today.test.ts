import { today } from './today'

describe('today', () => {
  it("is the date in Asia/Kolkata, whatever the browser's zone", () => {
    expect(today(new Date('2026-05-01T18:29:59Z'))).toBe('2026-05-01')
    expect(today(new Date('2026-05-01T18:30:00Z'))).toBe('2026-05-02')
  })
})
