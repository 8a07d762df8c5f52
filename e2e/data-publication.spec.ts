import { readFile } from 'node:fs/promises'
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from './fixtures'
import { PORT } from '../playwright.config'
import { axeAtBothWidths, expectNoAxeViolations, waitForFooter } from './axe'
import { collectPageErrors } from './helpers'

// Every screen runs against the local sample services of scripts/serve.mjs (the dev
// configuration on 127.0.0.1: years 2017–2025, file server at /hmda-files). Faults are injected
// per test with the services' `hmda-fault` cookie.

const ORIGIN = `http://127.0.0.1:${PORT}`

// The sample services build a year's dataset files on the first request: allow for it.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

async function fault(context: BrowserContext, rules: string) {
  await context.addCookies([{ name: 'hmda-fault', value: encodeURIComponent(rules), url: ORIGIN }])
}

async function clearFaults(context: BrowserContext) {
  await context.clearCookies({ name: 'hmda-fault' })
}

/** Axe at a desktop width, and at a phone width where the layout differs (e2e/axe.ts). */
async function axeBothWidths(page: Page) {
  await waitForFooter(page)
  await axeAtBothWidths(page, { height: 900, restore: { width: 1280, height: 900 } })
}

interface Filer {
  lei: string
  name: string
}

async function filers(request: APIRequestContext, year: string): Promise<Filer[]> {
  const response = await request.get(`/v2/reporting/filers/${year}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { institutions: Filer[] }).institutions
}

async function msaMdsOf(request: APIRequestContext, year: string, lei: string) {
  const response = await request.get(`/v2/reporting/filers/${year}/${lei}/msaMds`)
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { msaMds: { id: string; name: string }[] }
  return body.msaMds.filter((m) => m.id !== '99999').sort((a, b) => Number(a.id) - Number(b.id))
}

const sampleNotice = (page: Page) => page.getByTestId('sample-data-notice')

test.describe('overview', () => {
  test('year first: products of the year, another year, a product page', async ({ page }) => {
    const errors = collectPageErrors(page)
    // The bare address changes to the newest year's (the same screen, with its year).
    await page.goto('/data-publication/')
    await expect(page).toHaveURL('/data-publication/2025/')
    await expect(page).toHaveTitle('Data Publication 2025 | HMDA')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Publication: 2025')
    const years = page.getByRole('navigation', { name: 'Years' })
    await expect(years.getByRole('link', { name: '2025' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { name: 'Published for 2025' })).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Three-Year National Loan-Level Dataset' }),
    ).toHaveCount(0)
    await axeBothWidths(page)

    await years.getByRole('link', { name: '2021' }).click()
    await expect(page).toHaveURL('/data-publication/2021/')
    await expect(page).toHaveTitle('Data Publication 2021 | HMDA')
    const three = page.getByRole('link', { name: 'Three-Year National Loan-Level Dataset' }).first()
    await expect(page.getByText('Data as of December 31, 2024.')).toBeVisible()
    await three.click()
    await expect(page).toHaveURL('/data-publication/three-year-national-loan-level-dataset/2021')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Three-Year National Loan-Level Dataset: 2021',
    )
    expect(errors).toEqual([])
  })

  test('year-less and unknown-year addresses; a dataset not produced for a year', async ({
    page,
  }) => {
    await test.step('the address without a slash changes to the newest year too', async () => {
      await page.goto('/data-publication')
      await expect(page).toHaveURL('/data-publication/2025/')
      await expect(page.getByRole('heading', { name: 'Published for 2025' })).toBeVisible()
      // Back does not return to the year-less address (it was replaced).
      await page.goto('/data-publication/2021/')
      await page.goBack()
      await expect(page).toHaveURL('/data-publication/2025/')
    })
    await test.step('2018: one-year dataset not produced, said plainly', async () => {
      await page.goto('/data-publication/2018/')
      const item = page
        .locator('.dp-product')
        .filter({ hasText: 'One-Year National Loan-Level Dataset' })
      await expect(item).toContainText('not produced for 2018')
      await expect(
        item.getByRole('link', { name: 'One-Year National Loan-Level Dataset', exact: true }),
      ).toHaveCount(0)
    })
    await test.step('an unknown year says nothing is published for it and lists the years', async () => {
      await page.goto('/data-publication/1999/')
      await expect(page.getByRole('heading', { name: 'Data Publication: 1999' })).toBeVisible()
      const alert = page.getByRole('alert')
      await expect(alert).toContainText('No HMDA data are published for 1999.')
      await expect(alert.getByRole('link', { name: '2024' })).toHaveAttribute(
        'href',
        '/data-publication/2024/',
      )
      await axeBothWidths(page)
    })
  })
})

test.describe('datasets', () => {
  test('snapshot 2024 opened cold: exact files with sizes, panel no longer produced', async ({
    page,
  }) => {
    // The prerendered page hydrates with the production host's addresses; the sizes must still
    // be asked of this host's file server (here the local prefix), never of another host.
    const elsewhere: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'HEAD' && !r.url().startsWith(ORIGIN)) elsewhere.push(r.url())
    })
    await page.goto('/data-publication/snapshot-national-loan-level-dataset/2024')
    await expect(page).toHaveTitle('Snapshot National Loan-Level Dataset 2024 | HMDA')
    await expect(page.locator('p').filter({ hasText: 'Data as of:' })).toContainText('May 19, 2025')
    const lar = page.getByRole('link', { name: 'Loan/Application Records (LAR), 2024: CSV (ZIP)' })
    await expect(lar).toHaveAttribute(
      'href',
      '/hmda-files/static-data/snapshot/2024/2024_public_lar_csv.zip',
    )
    await expect(
      page.getByRole('link', {
        name: 'Loan/Application Records (LAR), 2024: Pipe-delimited (ZIP)',
      }),
    ).toHaveAttribute('href', '/hmda-files/static-data/snapshot/2024/2024_public_lar_pipe.zip')
    // The size from the HEAD request, beside the link.
    await expect(lar.locator('xpath=..')).toContainText(/\(\d+(\.\d)? (bytes|KB|MB)\)/)
    await expect(page.locator('.dp-file').filter({ hasText: 'Reporter Panel' })).toContainText(
      'The Reporter Panel is no longer produced (the last one is in the 2023 files).',
    )
    await expect(
      page.getByRole('link', { name: 'Fields of the Loan/Application Records (LAR) file' }),
    ).toBeVisible()
    await expect(sampleNotice(page)).toBeVisible()
    expect(elsewhere).toEqual([])
    await axeBothWidths(page)
  })

  test('file server not answering HEAD: the files are still offered, without sizes', async ({
    page,
    context,
  }) => {
    await fault(context, 'reset@/hmda-files/static-data/')
    await page.goto('/data-publication/one-year-national-loan-level-dataset/2022')
    const panel = page.getByRole('link', { name: 'Reporter Panel, 2022: CSV (ZIP)' })
    await expect(panel).toHaveAttribute(
      'href',
      '/hmda-files/static-data/one-year/2022/2022_public_panel_one_year_csv.zip',
    )
    await expect(page.locator('p').filter({ hasText: 'Data as of:' })).toContainText('May 1, 2024')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('.dp-file-size')).toHaveCount(0)
  })

  test('the Reporter Panel is said up front: included, or no longer produced', async ({ page }) => {
    await page.goto('/data-publication/one-year-national-loan-level-dataset/2023')
    const notice = page.getByTestId('dp-panel-notice')
    await expect(notice).toContainText('No Reporter Panel for 2023.')
    await expect(notice).toContainText('the last one is in the 2022 files')
    await expect(notice.getByRole('link', { name: /HMDA Lender File/ })).toHaveAttribute(
      'href',
      /philadelphiafed\.org/,
    )
    // Up front: before the list of files.
    const [noticeBox, filesBox] = await Promise.all([
      notice.boundingBox(),
      page.getByRole('heading', { name: 'Files for 2023' }).boundingBox(),
    ])
    expect(noticeBox?.y ?? Infinity).toBeLessThan(filesBox?.y ?? 0)
    await axeBothWidths(page)
    await page.goto('/data-publication/three-year-national-loan-level-dataset/2020')
    await expect(page.getByTestId('dp-panel-notice')).toContainText(
      'The 2020 files include the Reporter Panel',
    )
    await page.goto('/data-publication/dynamic-national-loan-level-dataset/2024')
    await expect(page.getByRole('heading', { name: 'Files for 2024' })).toBeVisible()
    await expect(page.getByTestId('dp-panel-notice')).toHaveCount(0)
  })

  test('2017 files; a dataset without a year opens its newest; a year not published says so', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await test.step('2017 snapshot: text files and the PDFs; one-year 2018 not produced', async () => {
      await page.goto('/data-publication/snapshot-national-loan-level-dataset/2017')
      await expect(
        page.getByRole('link', { name: 'Loan/Application Records (LAR), 2017: Text (ZIP)' }),
      ).toHaveAttribute('href', '/hmda-files/static-data/snapshot/2017/2017_public_lar_txt.zip')
      await expect(page.getByRole('link', { name: '2017 code sheet (PDF)' })).toBeVisible()
      await page.goto('/data-publication/one-year-national-loan-level-dataset/2018')
      await expect(page.getByRole('heading', { name: 'Not produced for 2018' })).toBeVisible()
      await expect(page.locator('.dp-files')).toHaveCount(0)
    })
    await test.step('each dataset without a year opens its newest year', async () => {
      for (const [slug, year] of [
        ['dynamic-national-loan-level-dataset', '2025'],
        ['one-year-national-loan-level-dataset', '2024'],
        ['three-year-national-loan-level-dataset', '2022'],
      ]) {
        await page.goto(`/data-publication/${slug}/`)
        await expect(page).toHaveURL(`/data-publication/${slug}/${year}`)
      }
      await expect(
        page.getByRole('link', { name: /Loan\/Application Records \(LAR\), 2022: CSV/ }),
      ).toBeVisible()
      await axeBothWidths(page)
    })
    await test.step('a year a product is not published for says so and lists its years', async () => {
      await page.goto('/data-publication/three-year-national-loan-level-dataset/2023')
      await expect(page).toHaveURL('/data-publication/three-year-national-loan-level-dataset/2023')
      await expect(
        page.getByRole('heading', { name: 'Three-Year National Loan-Level Dataset: 2023' }),
      ).toBeVisible()
      const alert = page.getByRole('alert')
      await expect(alert).toContainText(
        'The Three-Year National Loan-Level Dataset is not published for 2023.',
      )
      await expect(alert.getByRole('link', { name: '2021' })).toHaveAttribute(
        'href',
        '/data-publication/three-year-national-loan-level-dataset/2021',
      )
      await axeBothWidths(page)

      // The modified LAR no longer swaps an unknown year for the latest one.
      await page.goto('/data-publication/modified-lar/1999')
      await expect(page).toHaveURL('/data-publication/modified-lar/1999')
      await expect(page.getByRole('alert')).toContainText(
        'The Modified LAR is not published for 1999.',
      )
      await expect(page.getByRole('alert').getByRole('link', { name: '2024' })).toHaveAttribute(
        'href',
        '/data-publication/modified-lar/2024',
      )
      await axeBothWidths(page)
    })
  })
})

test.describe('modified LAR', () => {
  test('find an institution by keyboard, download its files; combined files with sizes', async ({
    page,
    request,
  }) => {
    const list = await filers(request, '2024')
    const target = list[7] as Filer
    await page.goto('/data-publication/modified-lar/2024')
    await expect(page).toHaveTitle('Modified LAR 2024 | HMDA')
    const box = page.getByRole('combobox', { name: 'Institution name or LEI' })
    // Part of the name, in the wrong case.
    await box.fill(target.name.slice(2, 12).toUpperCase())
    await expect(page.getByRole('listbox')).toBeVisible()
    // The open list box, with an active option, passes axe too.
    await box.press('ArrowDown')
    await waitForFooter(page)
    await expectNoAxeViolations(page)
    await box.press('Escape')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    const options = page.getByRole('option')
    await box.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    const names = await options.allTextContents()
    const index = names.findIndex((n) => n.includes(target.lei))
    expect(index).toBeGreaterThanOrEqual(0)
    for (let i = 0; i < index; i++) await box.press('ArrowDown')
    await expect(page.getByRole('option', { selected: true })).toContainText(target.lei)
    await box.press('Enter')
    await expect(page).toHaveURL(`/data-publication/modified-lar/2024?institution=${target.lei}`)
    const heading = page.getByRole('heading', { name: `${target.name} (${target.lei})` })
    await expect(heading).toBeFocused()
    const plain = page.getByRole('link', {
      name: `Modified LAR 2024, ${target.lei} (text, without header)`,
    })
    await expect(plain).toHaveAttribute(
      'href',
      `/file/modifiedLar/year/2024/institution/${target.lei}/txt`,
    )
    await expect(plain).toHaveAttribute('download', `${target.lei}.txt`)
    const withHeader = page.getByRole('link', {
      name: `Modified LAR 2024, ${target.lei} (text, with header row)`,
    })
    const [download] = await Promise.all([page.waitForEvent('download'), withHeader.click()])
    expect(download.suggestedFilename()).toBe(`${target.lei}_header.txt`)
    const text = await readFile((await download.path()) as string, 'utf8')
    expect(text.split('\n')[0]).toMatch(/^activity_year\|lei\|/)

    const combined = page.getByRole('link', {
      name: 'Combined modified LAR 2024 (with header row, ZIP)',
    })
    await expect(combined).toHaveAttribute(
      'href',
      '/hmda-files/modified-lar/combined-mlar/2024/2024_combined_mlar_header.zip',
    )
    await expect(combined.locator('xpath=..')).toContainText(
      /\(\d+(\.\d)? (bytes|KB|MB)\), updated \w+ \d+, \d{4}/,
    )
    await expect(sampleNotice(page)).toBeVisible()
    await axeBothWidths(page)
  })

  test('a deep link with an institution opens cold; every file is read from /hmda-files locally', async ({
    page,
    request,
  }) => {
    await test.step('a deep link with an institution opens cold; an unknown year keeps the institution', async () => {
      const target = (await filers(request, '2023'))[3] as Filer
      await page.goto(`/data-publication/modified-lar/2023?institution=${target.lei.toLowerCase()}`)
      await expect(
        page.getByRole('heading', { name: `${target.name} (${target.lei})` }),
      ).toBeVisible()
      await page.goto(`/data-publication/modified-lar/1999?institution=${target.lei}`)
      await expect(page.getByRole('alert')).toContainText('not published for 1999')
      await page.getByRole('alert').getByRole('link', { name: '2024' }).click()
      await expect(page).toHaveURL(`/data-publication/modified-lar/2024?institution=${target.lei}`)
      await page.goto('/data-publication/modified-lar/')
      await expect(page).toHaveURL('/data-publication/modified-lar/2025')
    })
    await test.step('opened by its address on a local host, every file is read from /hmda-files', async () => {
      const external: string[] = []
      page.on('request', (r) => {
        if (!r.url().startsWith(ORIGIN)) external.push(r.url())
      })
      // A prerendered year: its combined files link the local file server once the app runs.
      await page.goto('/data-publication/modified-lar/2024')
      await expect(
        page.getByRole('link', { name: 'Combined modified LAR 2024 (without header, ZIP)' }),
      ).toHaveAttribute(
        'href',
        '/hmda-files/modified-lar/combined-mlar/2024/2024_combined_mlar.zip',
      )
      // 2017: the filers list comes from the file server, the local one here.
      await page.goto('/data-publication/modified-lar/2017')
      await expect(page.getByRole('combobox', { name: 'Institution name or ID' })).toBeVisible()
      expect(external).toEqual([])
    })
  })

  test('filers service unreachable, then busy (429): clear messages, combined files still offered', async ({
    page,
    context,
  }) => {
    await test.step('filers service unreachable: a clear message, combined files still offered', async () => {
      await fault(context, 'reset@/v2/reporting/filers')
      await page.goto('/data-publication/modified-lar/2024')
      const alert = page.getByRole('alert')
      await expect(alert).toContainText('Service unreachable')
      await expect(alert).toContainText('The list of 2024 filers could not be loaded')
      await expect(
        page.getByRole('link', { name: 'Combined modified LAR 2024 (without header, ZIP)' }),
      ).toBeVisible()
      await axeBothWidths(page)
      await clearFaults(context)
      await alert.getByRole('button', { name: 'Try again' }).click()
      await expect(page.getByRole('combobox', { name: 'Institution name or LEI' })).toBeVisible()
    })
    await test.step('filers service busy (429): says when to try again', async () => {
      await fault(context, '429:45@/v2/reporting/filers')
      await page.goto('/data-publication/modified-lar/2022')
      await expect(page.getByRole('alert')).toContainText(
        'The service is busy. Try again in 45 seconds.',
      )
      await expect(
        page.getByRole('link', { name: 'Combined modified LAR 2022 (with header row, ZIP)' }),
      ).toBeVisible()
      await axeBothWidths(page)
    })
  })
})

test.describe('aggregate reports', () => {
  test('step by step with the keyboard to a table; Save as CSV', async ({ page }) => {
    await page.goto('/data-publication/aggregate-reports/')
    await expect(page).toHaveTitle('Aggregate Reports | HMDA')
    await page
      .getByRole('navigation', { name: 'Years' })
      .getByRole('link', { name: '2024' })
      .click()
    await expect(page).toHaveURL('/data-publication/aggregate-reports/2024')
    await expect(page.getByRole('heading', { name: 'Step 2: State' })).toBeFocused()
    await page.getByRole('button', { name: 'Show its MSA/MDs' }).click()
    await expect(page.getByRole('alert')).toContainText('Choose from the list “State” first.')
    await page.getByLabel('State', { exact: true }).selectOption('TX')
    await page.getByRole('button', { name: 'Show its MSA/MDs' }).press('Enter')
    await expect(page).toHaveURL('/data-publication/aggregate-reports/2024/TX')
    await expect(page.getByRole('heading', { name: 'Step 3: MSA/MD' })).toBeFocused()
    await axeBothWidths(page)
    await page.getByLabel('MSA/MD in Texas').selectOption('19124')
    await page.getByRole('button', { name: 'Show its reports' }).click()
    await expect(page).toHaveURL('/data-publication/aggregate-reports/2024/TX/19124')
    await page.getByRole('link', { name: 'Table 3: Applications by Race and Sex' }).click()
    await expect(page).toHaveURL('/data-publication/aggregate-reports/2024/TX/19124/3')
    const table = page.getByRole('table', {
      name: /^Table 3: Disposition of loan applications, by race and sex/,
    })
    await expect(table).toBeVisible()
    await expect(table.locator('th[scope="colgroup"]').first()).toHaveText('Loans Originated')
    await expect(table.getByRole('rowheader', { name: 'White', exact: true })).toBeVisible()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save as CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('hmda-aggregate-2024-19124-table-3.csv')
    const csv = await readFile((await download.path()) as string, 'utf8')
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'Group,Race and sex,Loans Originated: Count,Loans Originated: Amount ($),Applications Approved but not Accepted: Count,Applications Approved but not Accepted: Amount ($),Applications Denied by Financial Institution: Count,Applications Denied by Financial Institution: Amount ($),Applications Withdrawn by Applicant: Count,Applications Withdrawn by Applicant: Amount ($),File Closed for Incompleteness: Count,File Closed for Incompleteness: Amount ($),Purchased Loans: Count,Purchased Loans: Amount ($)',
    )
    // As many data rows as the table shows (group header rows excluded).
    const shownRows = await table.locator('tbody tr:not(.dp-row-group)').count()
    expect(lines.length - 1).toBe(shownRows)
    await expect(sampleNotice(page)).toBeVisible()
    await axeBothWidths(page)
  })

  test('step 2 offers only places with an MSA/MD and names the others up front', async ({
    page,
  }) => {
    await page.goto('/data-publication/aggregate-reports/2024')
    const select = page.getByLabel('State', { exact: true })
    await expect(select.locator('option', { hasText: 'Texas' })).toHaveCount(1)
    await expect(select.locator('option', { hasText: 'Puerto Rico' })).toHaveCount(1)
    for (const name of [
      'American Samoa',
      'Northern Mariana Islands',
      'U.S. Minor Outlying Islands',
    ]) {
      await expect(select.locator('option', { hasText: name })).toHaveCount(0)
      await expect(page.locator('#dp-states-without')).toContainText(name)
    }
    await axeBothWidths(page)
    // An old link to such a place: said plainly, with the way back.
    await page.goto('/data-publication/aggregate-reports/2024/AS')
    await expect(page.getByText('No MSA/MD of the 2024 list lies in American Samoa')).toBeVisible()
    await page.getByRole('link', { name: 'Choose another state' }).click()
    await expect(page).toHaveURL('/data-publication/aggregate-reports/2024')
  })

  test('a report opened cold by its URL, every 2018+ table type renders', async ({ page }) => {
    for (const id of ['1', '2', '4', '5', '9', 'i']) {
      await page.goto(`/data-publication/aggregate-reports/2024/TX/19124/${id}`)
      await expect(
        page.getByRole('table', { name: new RegExp(`^Table ${id.toUpperCase()}: `) }),
      ).toBeVisible()
    }
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: /Reporting Financial Institutions: DALLAS-PLANO-IRVING, TX/,
      }),
    ).toBeVisible()
    await axeBothWidths(page)
  })

  test('a report that is not published (404) says so', async ({ page, context }) => {
    await fault(context, '404@/hmda-files/reports/')
    await page.goto('/data-publication/aggregate-reports/2023/AZ/38060/1')
    await expect(page.getByRole('heading', { name: 'This report is not published' })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    await axeBothWidths(page)
  })

  test('an unknown MSA/MD or report id is explained; 2017 report files', async ({ page }) => {
    await test.step('an unknown MSA/MD or report id is explained', async () => {
      await page.goto('/data-publication/aggregate-reports/2024/TX/38060')
      await expect(page.getByRole('alert')).toContainText(
        '38060 is not an MSA/MD of Texas in the 2024 list.',
      )
      await page.goto('/data-publication/aggregate-reports/2024/TX/19124/7')
      await expect(page.getByText('There is no aggregate report “7” for 2024.')).toBeVisible()
    })
    await test.step('2017: the report files, said plainly; a missing one is not published', async () => {
      // The sample services publish no 2017 report files: the page says so.
      await page.goto('/data-publication/aggregate-reports/2017/TX/19124')
      await page.getByRole('link', { name: 'Table 3-2: Loans Sold by Purchaser Type' }).click()
      await expect(
        page.getByRole('heading', { name: 'This report is not published' }),
      ).toBeVisible()
      await axeBothWidths(page)
      // A file server that has the file (answered here by the test): the file is offered.
      await page.route('**/hmda-files/reports/aggregate/2017/19124/3-1.txt', (route) =>
        route.fulfill({ status: 200, headers: { 'Content-Length': '2048' }, body: '' }),
      )
      await page.goto('/data-publication/aggregate-reports/2017/TX/19124/3-1')
      await expect(
        page.getByText('Reports on 2017 data follow the report series used before 2018'),
      ).toBeVisible()
      const link = page.getByRole('link', { name: 'Download this 2017 report file' })
      await expect(link).toHaveAttribute('href', '/hmda-files/reports/aggregate/2017/19124/3-1.txt')
      await expect(link.locator('xpath=..')).toContainText('(2.0 KB)')
    })
  })
})

test.describe('report years', () => {
  test('unknown report years, and national aggregate reports after 2017, say so with the way on', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await test.step('an unknown year of the aggregate or disclosure reports says so and lists the years', async () => {
      for (const [path, name, sentence] of [
        ['/data-publication/aggregate-reports/1999', 'Aggregate Reports', 'Aggregate reports are'],
        [
          '/data-publication/aggregate-reports/1999/TX/19124/1',
          'Aggregate Reports',
          'Aggregate reports are',
        ],
        [
          '/data-publication/disclosure-reports/1999',
          'Disclosure Reports',
          'Disclosure reports are',
        ],
      ] as const) {
        await page.goto(path)
        await expect(page).toHaveURL(path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name}: 1999`)
        const alert = page.getByRole('alert')
        await expect(alert).toContainText(`${sentence} not published for 1999.`)
        const base = path.split('/').slice(0, 3).join('/')
        await expect(alert.getByRole('link', { name: '2024' })).toHaveAttribute(
          'href',
          `${base}/2024`,
        )
      }
      await axeBothWidths(page)
      await page.getByRole('alert').getByRole('link', { name: '2023' }).click()
      await expect(page).toHaveURL('/data-publication/disclosure-reports/2023')
      await expect(page.getByRole('heading', { name: 'Step 2: Institution' })).toBeVisible()
      // A segment that is not a year is an address the site does not have.
      await page.goto('/data-publication/aggregate-reports/latest')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Sorry, something went wrong.',
      )
    })
    await test.step('national aggregate reports after 2017: stopped, with where to look instead', async () => {
      for (const year of ['2018', '2021']) {
        await page.goto(`/data-publication/national-aggregate-reports/${year}`)
        await expect(page).toHaveURL(`/data-publication/national-aggregate-reports/${year}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          `National Aggregate Reports: ${year}`,
        )
        const alert = page.locator('.usa-alert', {
          has: page.getByRole('heading', { name: `No national aggregate reports for ${year}` }),
        })
        await expect(alert).toContainText(
          'National aggregate reports were produced up to 2017 data only',
        )
        await expect(
          alert.getByRole('link', { name: `${year} aggregate reports` }),
        ).toHaveAttribute('href', `/data-publication/aggregate-reports/${year}`)
        await expect(
          alert.getByRole('link', { name: '2017 national aggregate reports' }),
        ).toHaveAttribute('href', '/data-publication/national-aggregate-reports/2017')
      }
      await axeBothWidths(page)
      await page.goto('/data-publication/national-aggregate-reports/1999')
      await expect(page.getByRole('alert')).toContainText(
        'National aggregate reports are not published for 1999.',
      )
    })
  })
})

test.describe('disclosure reports', () => {
  test('institution → area → table, and the nationwide IRS with its download', async ({
    page,
    request,
  }) => {
    const target = (await filers(request, '2024'))[0] as Filer
    const areas = await msaMdsOf(request, '2024', target.lei)
    const area = areas[0] as { id: string; name: string }
    await page.goto('/data-publication/disclosure-reports/2024')
    const box = page.getByRole('combobox', { name: 'Institution name or LEI' })
    await box.fill(target.lei.slice(4, 14).toLowerCase())
    await expect(page.getByRole('option').first()).toContainText(target.lei)
    await box.press('ArrowDown')
    await box.press('Enter')
    await expect(page).toHaveURL(`/data-publication/disclosure-reports/2024/${target.lei}`)
    await expect(page.getByRole('heading', { name: 'Step 3: Area' })).toBeFocused()
    await expect(
      page.getByRole('link', {
        name: `Download the Institution Register Summary of ${target.lei} for 2024 (CSV)`,
      }),
    ).toHaveAttribute('href', `/file/reports/irs/year/2024/institution/${target.lei}`)
    await page.getByRole('link', { name: `${area.name} (MSA/MD ${area.id})` }).click()
    await page.getByRole('link', { name: 'Table 1: Applications by Tract' }).click()
    await expect(page).toHaveURL(
      `/data-publication/disclosure-reports/2024/${target.lei}/${area.id}/1`,
    )
    const table = page.getByRole('table', { name: /^Table 1: Disposition of loan applications/ })
    await expect(table).toContainText(target.name.toUpperCase())
    await expect(table.locator('th[scope="rowgroup"]').first()).toContainText('Tract')
    await axeBothWidths(page)

    await page.getByRole('link', { name: 'Change area' }).click()
    await page.getByRole('link', { name: 'Nationwide (Institution Register Summary)' }).click()
    await page.getByRole('link', { name: 'Institution Register Summary', exact: true }).click()
    const irs = page.getByRole('table', { name: /^Institution Register Summary: / })
    await expect(irs.getByRole('columnheader', { name: 'Total Lars' })).toBeVisible()
    await expect(irs.locator('tfoot')).toContainText('Totals')
    await axeBothWidths(page)
  })

  test('a deep link to a report opened cold; an all-zero report carries a notice', async ({
    page,
    request,
  }) => {
    // Find a published table 2 whose every value is zero (purchased loans are rare).
    const list = (await filers(request, '2024')).slice(0, 15)
    let found: { lei: string; msa: string } | null = null
    for (const f of list) {
      for (const m of await msaMdsOf(request, '2024', f.lei)) {
        const r = await request.get(`/hmda-files/reports/disclosure/2024/${f.lei}/${m.id}/2.json`)
        if (!r.ok()) continue
        const text = await r.text()
        if (!/"count":\s*[1-9]/.test(text)) {
          found = { lei: f.lei, msa: m.id }
          break
        }
      }
      if (found) break
    }
    expect(found, 'an all-zero table 2 in the sample data').not.toBeNull()
    const { lei, msa } = found as { lei: string; msa: string }
    await page.goto(`/data-publication/disclosure-reports/2024/${lei}/${msa}/2`)
    await expect(
      page.getByRole('heading', { name: 'Every value in this report is zero' }),
    ).toBeVisible()
    await expect(page.getByRole('table', { name: /^Table 2: Loans purchased/ })).toBeVisible()
    await axeBothWidths(page)
  })

  test('a report that is not published (404) says so', async ({ page, context, request }) => {
    const target = (await filers(request, '2022'))[2] as Filer
    const area = (await msaMdsOf(request, '2022', target.lei))[0] as { id: string }
    await fault(context, '404@/hmda-files/reports/')
    await page.goto(`/data-publication/disclosure-reports/2022/${target.lei}/${area.id}/1`)
    await expect(page.getByRole('heading', { name: 'This report is not published' })).toBeVisible()
    await axeBothWidths(page)
  })

  test('an LEI that filed nothing: no filer, no IRS download; filers unreachable, then busy (429)', async ({
    page,
    context,
  }) => {
    await test.step('an LEI that filed nothing that year: no filer, no IRS download', async () => {
      const lei = '5493000UNKNOWNLEI000'
      await page.goto(`/data-publication/disclosure-reports/2024/${lei.toLowerCase()}`)
      const alert = page.getByRole('alert')
      await expect(alert).toContainText(`No institution filed 2024 HMDA data with the LEI ${lei}`)
      await expect(alert).not.toContainText('does not exist')
      await expect(alert.getByRole('link', { name: 'Choose an institution' })).toHaveAttribute(
        'href',
        '/data-publication/disclosure-reports/2024',
      )
      await expect(page.getByRole('link', { name: /Institution Register Summary/ })).toHaveCount(0)
      await axeBothWidths(page)

      // Deeper links for that LEI say the same and offer no report.
      await page.goto(`/data-publication/disclosure-reports/2024/${lei}/nationwide/IRS`)
      await expect(page.getByRole('alert')).toContainText('No institution filed 2024 HMDA data')
      await expect(page.getByRole('link', { name: /Institution Register Summary/ })).toHaveCount(0)
      await expect(page.getByRole('table')).toHaveCount(0)
    })
    await test.step('filers unreachable, then busy (429)', async () => {
      await fault(context, 'reset@/v2/reporting/filers')
      await page.goto('/data-publication/disclosure-reports/2024')
      await expect(page.getByRole('alert')).toContainText('Service unreachable')
      await axeBothWidths(page)
      await fault(context, '429:20@/v2/reporting/filers')
      await page.getByRole('alert').getByRole('button', { name: 'Try again' }).click()
      await expect(page.getByRole('alert')).toContainText(
        'The service is busy. Try again in 20 seconds.',
      )
    })
  })
})
