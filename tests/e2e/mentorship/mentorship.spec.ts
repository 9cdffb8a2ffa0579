import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';
import { unique } from '@tests/support/unique';

/** A second signed-in person in their own browser context; page errors fail the test here too. */
async function personIn(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

async function registerAsProfessional(page: Page, name: string) {
  await visit(page, '/professional-registration');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Professional registration');
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Job title').fill('Software developer');
  await page.getByLabel('Employer').fill('Rivera Labs');
  await page.getByLabel('Industry').selectOption('Information technology');
  await page.getByLabel('Search careers').fill('software');
  await page.getByLabel('Career', { exact: true }).selectOption({ label: 'Software developers' });
  await page.getByLabel('Years of experience').fill('8');
  await page.getByLabel(/LinkedIn or work web page/).fill('https://www.linkedin.com/in/pat-rivera');
  await page.getByLabel('Short bio').fill('I build web apps for hospitals and run a weekend coding club for teens.');
  await page.getByLabel('A day in the job').check();
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  await page.getByLabel('Headshot (optional)').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await page.getByLabel('I agree to the mentor code of conduct').check();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Status: Pending review' })).toBeVisible();
  await expect(page.getByText('Your application was saved.')).toBeVisible();
}

test('a professional registers, an admin approves, a student requests, the professional accepts and both see the meeting', async ({
  page,
  browser,
}) => {
  // Three people sign in through the popup; on a busy CI machine that alone takes most of a minute.
  test.setTimeout(150_000);
  const proName = `Pat Rivera ${unique()}`;
  await signInThroughApi(page, { name: proName, email: `pro.${unique()}@example.org`, userType: 'Educator' });
  await registerAsProfessional(page, proName);

  const admin = await personIn(browser);
  await signInThroughApi(admin.page, 'alex.admin@demo.waypoint.test');
  await visit(admin.page, '/admin/professionals');
  await admin.page.getByRole('button', { name: `Approve ${proName}` }).click();
  await expect(admin.page.getByRole('button', { name: `Approve ${proName}` })).toHaveCount(0);
  await admin.page.getByLabel('Show').selectOption('Approved');
  await expect(admin.page.getByRole('heading', { name: `${proName} (Approved)` })).toBeVisible();

  const student = await personIn(browser);
  const studentName = `Sam Student ${unique()}`;
  await signInThroughApi(student.page, { name: studentName, email: `student.${unique()}@example.org`, userType: 'Student' });
  await visit(student.page, '/professional-meetings');
  await student.page.getByLabel('Topic').selectOption('A day in the job');
  await student.page.getByRole('link', { name: `View ${proName}'s profile` }).click();
  await expect(student.page.getByRole('heading', { level: 1, name: proName })).toBeVisible();
  await checkA11y(student.page);
  await student.page.getByRole('radio').first().check();
  await student.page.getByLabel('Topic').selectOption('A day in the job');
  await student.page.getByLabel('Your questions (optional)').fill('What does a normal week look like?');
  await student.page.getByRole('button', { name: 'Send request' }).click();
  await student.page.waitForURL(/\/professional-meetings\/meetings\//);
  const meetingUrl = student.page.url();
  await expect(student.page.getByText('Requested', { exact: true })).toBeVisible();

  // The professional finds it under "Your meetings" and accepts.
  await page.goto('/professional-meetings');
  await page.getByRole('link', { name: `With ${studentName}: A day in the job` }).click();
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Join the video meeting/ })).toHaveAttribute(
    'href',
    /^https:\/\/meet\.jit\.si\/Waypoint-[0-9a-f]{32}$/,
  );
  await page.getByLabel('Write a message').fill('Looking forward to it! Call me on 555-010-2030.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Looking forward to it! Call me on [contact details removed].')).toBeVisible();
  // A message with contact details waits for a safety review before the student sees it.
  await expect(page.getByText('Held for safety review: not delivered yet.')).toBeVisible();
  await expect(page.getByText(/Your message is held for a safety review/)).toBeVisible();
  await checkA11y(page);

  // Still on /admin/professionals: a reload fetches the queue again.
  await admin.page.reload();
  await expect(admin.page.getByText('Looking forward to it! Call me on 555-010-2030.')).toBeVisible();
  await admin.page.getByRole('button', { name: `Release ${proName}'s message` }).click();
  await expect(admin.page.getByRole('button', { name: `Release ${proName}'s message` })).toHaveCount(0);
  await admin.close();
  expect(admin.errors).toEqual([]);

  await student.page.goto(meetingUrl);
  await expect(student.page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(student.page.getByRole('link', { name: /Join the video meeting/ })).toBeVisible();
  await expect(student.page.getByRole('link', { name: 'Add to calendar (.ics)' })).toBeVisible();
  await expect(student.page.getByText('Looking forward to it! Call me on [contact details removed].')).toBeVisible();
  await student.close();
  expect(student.errors).toEqual([]);
});
