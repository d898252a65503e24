import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { signInDirectly } from './signIn'

test('browse states with GST codes, add a college of your own, and be offered the existing one on a duplicate', async ({
  page,
}) => {
  // A new name every run: the database is shared by the flows and kept between runs of a spec.
  const college = `Lakeside College ${String(Date.now()).slice(-5)}`
  await signInDirectly(page)
  await page.goto('/settings?tab=reference&list=states&rowsPerPage=50')
  const states = page.getByRole('table', { name: 'States' })
  await expect(states.getByRole('row', { name: /Karnataka/ })).toContainText('29')
  await expect(states.getByRole('row', { name: /Maharashtra/ })).toContainText('27')

  await page.getByRole('tab', { name: 'Colleges' }).click()
  await expect(page).toHaveURL(/list=institutions/)
  const colleges = page.getByRole('table', { name: 'Colleges' })
  await page.getByRole('searchbox', { name: 'Search colleges' }).fill('Sunrise Institute')
  await expect(page).toHaveURL(/search=Sunrise/)
  await expect(colleges.getByRole('row', { name: /Sunrise Institute of Hotel Management/ })).toContainText(
    'Added by you',
  )

  await page.getByRole('button', { name: 'Add a college' }).click()
  const form = page.getByRole('form', { name: 'Add a college' })
  await form.getByRole('textbox', { name: /College name/ }).fill(college)
  await form.getByRole('combobox', { name: /City/ }).selectOption({ label: 'Pune, Maharashtra' })
  await form.getByRole('textbox', { name: /AISHE code/ }).fill('C-77001')
  await form.getByRole('button', { name: 'Add college' }).click()
  await expect(form).toBeHidden()
  await page.getByRole('searchbox', { name: 'Search colleges' }).fill(college)
  const added = colleges.getByRole('row', { name: new RegExp(college) })
  await expect(added).toContainText('Added by you')
  await expect(added).toContainText('C-77001')

  await page.getByRole('button', { name: 'Add a college' }).click()
  await form.getByRole('textbox', { name: /College name/ }).fill(`  ${college.toUpperCase()} `)
  await form.getByRole('combobox', { name: /City/ }).selectOption({ label: 'Pune, Maharashtra' })
  await form.getByRole('button', { name: 'Add college' }).click()
  await expect(form.getByRole('textbox', { name: /College name/ })).toHaveAccessibleDescription(
    new RegExp(`^${college}, Pune was already added by you`),
  )
  await form.getByRole('button', { name: `Use ${college}` }).click()
  await expect(form).toBeHidden()

  await added.getByRole('button', { name: `Courses of ${college}` }).click()
  await expect(page.getByRole('heading', { name: `Courses of ${college}` })).toBeVisible()
  await page.getByRole('button', { name: 'Add a course' }).click()
  const courseForm = page.getByRole('form', { name: 'Add a course' })
  await courseForm.getByRole('textbox', { name: /Course name/ }).fill('BCom')
  await courseForm.getByRole('combobox', { name: /Level/ }).selectOption('Undergraduate')
  await courseForm.getByRole('button', { name: 'Add course' }).click()
  await expect(courseForm).toBeHidden()
  await expect(page.getByRole('table', { name: 'Courses' }).getByRole('row', { name: /BCom/ })).toContainText(
    'Added by you',
  )

  const scan = await new AxeBuilder({ page }).analyze()
  const blocking = scan.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  )
  expect(blocking.map((violation) => violation.id)).toEqual([])
})
