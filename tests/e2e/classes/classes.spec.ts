import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { QUIZ_ITEMS } from '@domain/career-quiz/riasec';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';
import { unique } from '@tests/support/unique';

/*
 * Educators: an admin verifies an educator, who creates a class; a student joins with the
 * code after the consent screen and takes the career quiz; the educator sees the progress in the
 * roster and exports the CSV. Axe runs on every page.
 */

async function personIn(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  return { page, errors, close: () => context.close() };
}

test.describe.configure({ timeout: 180_000 });

test('an admin verifies an educator, a student joins with the code and takes the quiz, the educator sees it and exports the CSV', async ({
  page,
  browser,
}) => {
  const educatorName = `Ms Rivera ${unique()}`;
  const studentName = `Sam Student ${unique()}`;
  const className = `Careers ${unique()}`;

  // The educator signs up and is told why no student is visible yet.
  const educator = await personIn(browser);
  await signInThroughApi(educator.page, { name: educatorName, email: `edu.${unique()}@example.org`, userType: 'Educator' });
  await visit(educator.page, '/educator');
  await expect(educator.page.getByRole('heading', { name: 'Your educator account is not verified yet' })).toBeVisible();
  await educator.page.getByLabel('Your school and your role there').fill('Lincoln High School, careers teacher');
  await educator.page.getByRole('button', { name: 'Ask for verification' }).click();
  await expect(educator.page.getByRole('button', { name: 'Update my request' })).toBeVisible();
  await checkA11y(educator.page);

  // An admin approves the request.
  const admin = await personIn(browser);
  await signInThroughApi(admin.page, 'alex.admin@demo.waypoint.test');
  await visit(admin.page, '/admin/educators');
  await admin.page.getByRole('button', { name: `Approve ${educatorName}` }).click();
  await expect(admin.page.getByRole('button', { name: `Approve ${educatorName}` })).toHaveCount(0);
  await admin.page.getByLabel('Show').selectOption('Approved');
  await expect(admin.page.getByRole('heading', { name: educatorName })).toBeVisible();
  await checkA11y(admin.page);
  await admin.close();
  expect(admin.errors).toEqual([]);

  // The verified educator creates a class.
  await visit(educator.page, '/educator');
  await educator.page.getByLabel('Class name').fill(className);
  await educator.page.getByLabel('Grade level').selectOption('Grade 11');
  await educator.page.getByRole('button', { name: 'Create class' }).click();
  const code = (await educator.page.getByTestId('class-code').first().textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await checkA11y(educator.page);

  // The student, with all but the last quiz answer on this device, joins with the code.
  await page.addInitScript(
    (answers) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('betaNotificationDismissed', 'true');
      localStorage.setItem('careerQuizAnswers', JSON.stringify(answers));
    },
    Object.fromEntries(QUIZ_ITEMS.slice(0, -1).map((item) => [item.id, item.area === 'I' ? 5 : item.area === 'C' ? 4 : 2])),
  );
  await signInThroughApi(page, { name: studentName, email: `student.${unique()}@example.org`, userType: 'Student' });
  await visit(page, '/classes/join');
  await page.getByLabel('Class code from your teacher').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  const consent = page.getByRole('region', { name: `Join ${className}?` });
  await expect(consent).toContainText(`If you join, ${educatorName} will see:`);
  await expect(consent).toContainText('Your e-mail address or any contact details');
  await checkA11y(page);
  await page.getByRole('button', { name: 'I agree, join the class' }).click();
  await page.waitForURL(/\/profile/);
  const whoCanSee = page.getByRole('region', { name: 'Who can see my results' });
  await expect(whoCanSee.getByRole('list', { name: 'Classes you are in' })).toContainText(className);
  await checkA11y(page);

  // The student finishes the career quiz.
  await visit(page, '/career-quiz');
  await page.getByRole('radio', { name: 'Strongly dislike' }).focus();
  await page.keyboard.press('2');
  await expect(page.getByRole('heading', { level: 1, name: 'Your career quiz results' })).toBeVisible();

  // The educator sees the progress in the roster (once the student's device has synced).
  await educator.page.getByRole('link', { name: className }).click();
  await expect(educator.page.getByRole('heading', { level: 1, name: className })).toBeVisible();
  const row = educator.page.getByRole('row', { name: new RegExp(studentName) });
  await expect(async () => {
    await educator.page.reload();
    await expect(row).toContainText('IC', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).not.toContainText('0 of 5 steps');
  await expect(educator.page.getByRole('figure', { name: /Completion funnel/ })).toBeVisible();
  await checkA11y(educator.page);

  // The CSV export.
  const downloading = educator.page.waitForEvent('download');
  await educator.page.getByRole('link', { name: 'Download the roster (CSV)' }).click();
  const download = await downloading;
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('Name,School ID,Grade,Class,Status,Progress %');
  expect(
    csv
      .split('\r\n')
      .find((line) => line.startsWith(studentName))
      ?.split(',')[4],
  ).toBe('joined');
  expect(csv).not.toContain('@example.org');

  // The student detail page, read-only.
  await row.getByRole('link', { name: studentName, exact: true }).click();
  await expect(educator.page.getByRole('heading', { level: 1, name: studentName })).toBeVisible();
  await expect(educator.page.getByText('Holland code:')).toBeVisible();
  await checkA11y(educator.page);
  const detailUrl = educator.page.url();

  // An assignment: the student sees it on their dashboard.
  await educator.page.goBack();
  await educator.page.getByLabel('Step to finish').selectOption('College quiz');
  await educator.page.getByLabel('Due date').fill('2026-12-15');
  await educator.page.getByRole('button', { name: 'Set assignment' }).click();
  await expect(educator.page.getByText(/Finish the College quiz by/)).toBeVisible();
  await checkA11y(educator.page);
  await visit(page, '/dashboard');
  await expect(page.getByRole('region', { name: 'From your classes' })).toContainText(`${className}: finish the College quiz by`);

  // The student's access log names the educator; the student leaves, and the educator is refused at once.
  await visit(page, '/profile');
  await expect(page.getByText(educatorName).first()).toBeVisible();
  await page.getByRole('button', { name: `Leave ${className}` }).click();
  await page
    .getByRole('alertdialog', { name: `Leave ${className}?` })
    .getByRole('button', { name: 'Leave', exact: true })
    .click();
  await expect(page.getByText('You are not in any class.')).toBeVisible();
  await educator.page.goto(detailUrl);
  await expect(educator.page.getByText('This student is not in the class (they may have left it).')).toBeVisible();
  await checkA11y(educator.page);
  await educator.close();
  expect(educator.errors).toEqual([]);
});

/**
 * Nothing on the page runs past a 390 px screen: neither the page itself nor any element, except
 * inside a box that scrolls sideways on its own, which must be a labelled, focusable region (the roster table).
 */
async function fitsThePhone(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  const wide = await page.evaluate(() => {
    const inScrollBox = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const scrolls = ['auto', 'scroll'].includes(getComputedStyle(parent).overflowX);
        if (
          scrolls &&
          parent.getAttribute('role') === 'region' &&
          parent.getAttribute('tabindex') === '0' &&
          parent.getAttribute('aria-label')
        ) {
          return true;
        }
      }
      return false;
    };
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => !inScrollBox(element) && Math.round(element.getBoundingClientRect().right) > window.innerWidth)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
  });
  expect(wide, `${what}: elements past the screen`).toEqual([]);
  await checkA11y(page);
}

test('at 390 × 844 the educator pages, the join consent and the admin queue fit the screen', async ({ browser }) => {
  const educatorName = `Mr Okafor ${unique()}`;
  const studentName = `Pia Phone ${unique()}`;
  const className = `Phone class ${unique()}`;
  const phone = async () => {
    const person = await personIn(browser);
    await person.page.setViewportSize({ width: 390, height: 844 });
    return person;
  };

  const educator = await phone();
  await signInThroughApi(educator.page, { name: educatorName, email: `edu.${unique()}@example.org`, userType: 'Educator' });
  await visit(educator.page, '/educator');
  await expect(educator.page.getByRole('heading', { name: 'Your educator account is not verified yet' })).toBeVisible();
  await educator.page.getByLabel('Your school and your role there').fill('Jefferson Middle School, school counselor');
  await educator.page.getByRole('button', { name: 'Ask for verification' }).click();
  await expect(educator.page.getByRole('button', { name: 'Update my request' })).toBeVisible();
  await fitsThePhone(educator.page, '/educator (not verified)');

  const admin = await phone();
  await signInThroughApi(admin.page, 'alex.admin@demo.waypoint.test');
  await visit(admin.page, '/admin/educators');
  await expect(admin.page.getByRole('button', { name: `Approve ${educatorName}` })).toBeVisible();
  await fitsThePhone(admin.page, '/admin/educators');
  await admin.page.getByRole('button', { name: `Approve ${educatorName}` }).click();
  await expect(admin.page.getByRole('button', { name: `Approve ${educatorName}` })).toHaveCount(0);
  // The approved list, with each educator's decision log.
  await admin.page.getByLabel('Show').selectOption('Approved');
  await expect(admin.page.getByRole('heading', { name: educatorName })).toBeVisible();
  await fitsThePhone(admin.page, '/admin/educators (approved)');
  await admin.close();
  expect(admin.errors).toEqual([]);

  await visit(educator.page, '/educator');
  await educator.page.getByLabel('Class name').fill(className);
  await educator.page.getByLabel('Grade level').selectOption('Grade 9');
  await educator.page.getByRole('button', { name: 'Create class' }).click();
  const code = (await educator.page.getByTestId('class-code').first().textContent())!.trim();
  await fitsThePhone(educator.page, '/educator');

  const student = await phone();
  await signInThroughApi(student.page, { name: studentName, email: `student.${unique()}@example.org`, userType: 'Student' });
  await visit(student.page, '/classes/join');
  await student.page.getByLabel('Class code from your teacher').fill(code);
  await student.page.getByRole('button', { name: 'Continue' }).click();
  await expect(student.page.getByRole('region', { name: `Join ${className}?` })).toBeVisible();
  await fitsThePhone(student.page, 'the join consent');
  await student.page.getByRole('button', { name: 'I agree, join the class' }).click();
  await student.page.waitForURL(/\/profile/);
  await student.close();
  expect(student.errors).toEqual([]);

  // The class page: roster (its table may scroll inside its own labelled, focusable region), totals, assignments.
  await educator.page.getByRole('link', { name: className }).click();
  await expect(educator.page.getByRole('heading', { level: 1, name: className })).toBeVisible();
  await expect(educator.page.getByRole('row', { name: new RegExp(studentName) })).toBeVisible();
  const rosterBox = educator.page.getByRole('region', { name: 'Class roster, scrolls sideways' });
  await expect(rosterBox).toHaveAttribute('tabindex', '0');
  // The wide table scrolls inside its box, which itself fits the screen.
  const box = await rosterBox.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await educator.page.getByLabel('Step to finish').selectOption('Career quiz');
  await educator.page.getByLabel('Due date').fill('2026-12-15');
  await educator.page.getByRole('button', { name: 'Set assignment' }).click();
  await expect(educator.page.getByText(/Finish the Career quiz by/)).toBeVisible();
  await fitsThePhone(educator.page, 'the class page');

  await educator.page
    .getByRole('row', { name: new RegExp(studentName) })
    .getByRole('link', { name: studentName, exact: true })
    .click();
  await expect(educator.page.getByRole('heading', { level: 1, name: studentName })).toBeVisible();
  await fitsThePhone(educator.page, 'the student page');
  await educator.close();
  expect(educator.errors).toEqual([]);
});
