import type { Page } from '@playwright/test';
import { checkA11y, expect, signInAndCompleteProfile, signInWithPopup, test } from '@tests/e2e/fixtures';
import { expectNoHorizontalScroll, toSpanish } from '@tests/support/e2e-page';
import { oneRosterPackage } from '@tests/support/oneroster';
import { unique } from '@tests/support/unique';
import { checkBothWidths, ok, personIn } from './people';

const DESKTOP = { width: 1366, height: 900 };

/*
 * Rostering: the demo administrator uploads a small OneRoster package at 1366 px, checks it, imports it and reads
 * the summary; a student whose account has an e-mail from the package signs in on a phone (390 px), finds the
 * class on the dashboard and a notification that opens the consent screen, and joins with one press; the educator's
 * class page then lists the roster's students who have not joined, in English and Spanish, at both widths. A second
 * student reads the offer in Spanish. Axe runs on every page.
 */

async function chooseFiles(page: Page, files: Record<string, string>) {
  await page
    .getByLabel('Package files')
    .setInputFiles(Object.entries(files).map(([name, text]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })));
}

test.describe.configure({ timeout: 240_000 });

test('an administrator imports a OneRoster package; a student with a matching e-mail joins on a phone', async ({ browser }) => {
  const id = unique();
  const educatorName = `Ms Rivera ${id}`;
  const educator = await personIn(browser, { viewport: DESKTOP });
  const educatorEmail = `edu.roster.${id}@example.org`;
  await signInAndCompleteProfile(educator.page, { name: educatorName, email: educatorEmail, userType: 'Educator' });
  await ok(educator.page.request.post('/api/educator/verification', { data: { school: 'Lincoln High, counselor' } }));

  const admin = await personIn(browser, { viewport: DESKTOP });
  await signInWithPopup(admin.page, 'alex.admin@demo.waypoint.test');
  const queue = (await (await ok(admin.page.request.get('/api/admin/educators?status=pending'))).json()) as {
    items: { userId: string; name: string }[];
  };
  await ok(admin.page.request.post(`/api/admin/educators/${queue.items.find((item) => item.name === educatorName)!.userId}/approve`));

  const studentEmail = (index: number) => `stu${index}.roster.${id}@example.org`;
  const pkg = oneRosterPackage({
    prefix: `e2e${id}`,
    students: 6,
    classes: 2,
    teachers: [{ email: educatorEmail }],
    studentEmail,
    title: (c) => `Careers ${c + 1} ${id}`,
  });

  await admin.page.goto('/admin/rostering');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Import from your school’s system (OneRoster)' })).toBeVisible();
  await expect(admin.page.getByRole('heading', { name: 'Recent imports' })).toBeVisible();
  await checkA11y(admin.page);
  await chooseFiles(admin.page, pkg.files);
  await admin.page.getByRole('button', { name: 'Check the package' }).click();
  await expect(admin.page.getByRole('heading', { name: 'What the import would do' })).toBeVisible();
  await expect(admin.page.getByText('Nothing has changed yet.')).toBeVisible();
  await expect(admin.page.getByRole('row', { name: /New classes\s+2/ })).toBeVisible();
  await checkA11y(admin.page);
  await admin.page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(admin.page.getByRole('heading', { name: 'Import done' })).toBeVisible();
  await expect(admin.page.getByRole('row', { name: /New classes\s+2/ })).toBeVisible();
  await expect(admin.page.getByRole('row', { name: /New, waiting for the student to join\s+6/ })).toBeVisible();
  await expect(admin.page.getByText(/Classes: 2 new, 0 changed/).first()).toBeVisible();
  await checkA11y(admin.page);
  await admin.close();

  // The student signs in on a phone with an address from users.csv.
  const student = await personIn(browser, { viewport: { width: 390, height: 844 } });
  await signInAndCompleteProfile(student.page, { name: 'Sam Student', email: studentEmail(0), userType: 'Student' });
  await student.page.goto('/dashboard');
  await expect(student.page.getByText('Your school added you to 1 class.')).toBeVisible();
  await checkA11y(student.page);
  await student.page.getByRole('link', { name: 'See and decide' }).click();
  await expect(student.page.getByRole('heading', { name: 'Classes your school added you to' })).toBeVisible();
  await expect(student.page.getByRole('paragraph').filter({ hasText: `Careers 1 ${id}` })).toBeVisible();
  await checkA11y(student.page);
  await expectNoHorizontalScroll(student.page);
  // Completing the Student profile told them: the notification opens that class's consent screen directly.
  await student.page.goto('/notifications');
  const notice = student.page.getByRole('link', {
    name: new RegExp(`${educatorName}’s class Careers 1 ${id} added you from the school roster: review and join`),
  });
  await expect(notice).toBeVisible();
  await checkA11y(student.page);
  await expectNoHorizontalScroll(student.page);
  await notice.click();
  await student.page.waitForURL(/\/classes\/join\?roster=/);
  await expect(student.page.getByRole('heading', { name: new RegExp(`Careers 1 ${id}`) })).toBeVisible();
  await expect(student.page.getByText(educatorName).first()).toBeVisible();
  await checkA11y(student.page);
  await expectNoHorizontalScroll(student.page);
  await student.page.getByRole('button', { name: 'I agree, join the class' }).click();
  await student.page.waitForURL(/\/profile/);
  await expect(student.page.getByRole('list', { name: 'Classes you are in' }).getByText(educatorName)).toBeVisible();
  await checkA11y(student.page);
  await student.close();

  // The educator's class page names who the roster still waits for: only what the roster gave, with the counts.
  const classes = (await (await ok(educator.page.request.get('/api/educator/classes'))).json()) as {
    items: { id: string; name: string }[];
  };
  const careers1 = classes.items.find((cls) => cls.name === `Careers 1 ${id}`)!;
  await educator.page.goto(`/educator/classes/${careers1.id}`);
  const waiting = educator.page.getByRole('region', { name: 'Rostered, not joined yet' });
  await expect(waiting.getByText('1 of 3 rostered students have joined.')).toBeVisible();
  const list = waiting.getByRole('list', { name: 'Rostered students who have not joined' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'Student Number 3' })).toContainText('Not joined yet');
  await expect(list.getByRole('listitem').filter({ hasText: 'Student Number 5' })).toContainText('Not joined yet');
  await expect(educator.page.getByRole('link', { name: 'Sam Student', exact: true })).toBeVisible();
  await checkBothWidths(educator.page);
  await toSpanish(educator.page);
  await expect(educator.page.getByRole('heading', { name: 'En la lista de la escuela, aún sin unirse' })).toBeVisible();
  await expect(educator.page.getByText('1 de 3 estudiantes de la lista se han unido.')).toBeVisible();
  await expect(
    educator.page.getByRole('list', { name: 'Estudiantes de la lista que no se han unido' }).getByRole('listitem').first(),
  ).toContainText('Aún no se une');
  await checkBothWidths(educator.page);
  await educator.close();

  // Another student of the package reads the offer in Spanish.
  const spanish = await personIn(browser, { viewport: DESKTOP });
  await signInAndCompleteProfile(spanish.page, { name: 'Lu Estudiante', email: studentEmail(1), userType: 'Student' });
  await spanish.page.goto('/classes/join');
  // The language menu is in the desktop navigation; the page is then read on a phone.
  await toSpanish(spanish.page);
  await spanish.page.setViewportSize({ width: 390, height: 844 });
  await expect(spanish.page.getByRole('heading', { name: 'Clases a las que te agregó tu escuela' })).toBeVisible();
  await expect(spanish.page.getByRole('button', { name: `Ver lo que verá tu maestro o maestra Careers 2 ${id}` })).toBeVisible();
  await checkA11y(spanish.page);
  await expectNoHorizontalScroll(spanish.page);
  await spanish.close();
});
