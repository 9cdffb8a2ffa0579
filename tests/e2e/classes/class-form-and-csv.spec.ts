import { readFile } from 'node:fs/promises';
import { expect, signInWithPopup, signInAndCompleteProfile, signUpInSpanish, test, visit } from '@tests/e2e/fixtures';
import { unique } from '@tests/support/unique';
import { checkBothWidths, personIn, verifyEducator } from './people';

/*
 * The class form and the roster CSV as a school uses them: grades 8 to 12 and "College / other" only, with the
 * under-13 note; the school time zone taken from the browser and written into the CSV header; a school ID typed on
 * the student page that comes back in the CSV; small totals shown as "fewer than 5"; the owner changing the zone on
 * the class page (a select with the United States' zones first), which the next CSV follows; and the same notes in
 * Spanish. Axe runs at 1366 px and at 390 px, where nothing scrolls sideways.
 */

test.use({ timezoneId: 'America/Chicago' });
test.describe.configure({ timeout: 180_000 });

test('a grade 8 class: the form offers grades 8-12, the zone comes from the browser, a typed school ID reaches the CSV', async ({
  page,
  browser,
}) => {
  const id = unique();
  const educatorName = `Ms Brooks ${id}`;
  const studentName = `Theo Eighth ${id}`;
  const className = `Grade 8 careers ${id}`;
  const schoolId = `S-${id}`.slice(0, 20);

  await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
  await signInAndCompleteProfile(page, { name: educatorName, email: `edu.form.${id}@example.org`, userType: 'Educator' });
  await verifyEducator(browser, page, educatorName, 'Jefferson Middle School, counselor');

  // The form: no grade 6 or 7, the note that says why, and the browser's zone already filled in.
  await visit(page, '/educator');
  const grade = page.getByLabel('Grade level');
  await expect(grade.locator('option')).toHaveText(['Grade 8', 'Grade 9', 'Grade 10', 'Grade 11', 'Grade 12', 'College / other']);
  await expect(grade).toHaveAccessibleDescription(
    'Waypoint is for students 13 and older, so there are no classes for grades 6 and 7. In a grade 8 class, only students who are already 13 can join.',
  );
  await expect(page.getByLabel('School time zone')).toHaveValue('America/Chicago');
  await checkBothWidths(page);

  await page.getByLabel('Class name').fill(className);
  await grade.selectOption('Grade 8');
  await page.getByRole('button', { name: 'Create class' }).click();
  const code = (await page.getByTestId('class-code').first().textContent())!.trim();
  await checkBothWidths(page);

  // A student joins; the consent screen of a grade 8 class says who may join it.
  const student = await personIn(browser);
  await signInAndCompleteProfile(student.page, { name: studentName, email: `student.form.${id}@example.org`, userType: 'Student' });
  await visit(student.page, '/classes/join');
  await student.page.getByLabel('Class code from your teacher').fill(code);
  await student.page.getByRole('button', { name: 'Continue' }).click();
  const consent = student.page.getByRole('region', { name: `Join ${className}?` });
  await expect(consent).toContainText('This class is for grade 8: only students who are 13 or older can join it.');
  await checkBothWidths(student.page);
  await student.page.getByRole('button', { name: 'I agree, join the class' }).click();
  await student.page.waitForURL(/\/profile/);
  await student.close();

  // The class page: one student, so every total reads "fewer than 5".
  await page.getByRole('link', { name: className }).click();
  await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible();
  const funnel = page.getByRole('figure', { name: /Completion funnel/ });
  await expect(funnel).toContainText('fewer than 5');
  await expect(funnel).not.toContainText(/: 1\b/);
  await checkBothWidths(page);

  // The educator types the student's school ID on the student page.
  await page
    .getByRole('row', { name: new RegExp(studentName) })
    .getByRole('link', { name: studentName, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: studentName })).toBeVisible();
  await page.getByLabel('Student ID at your school').fill(schoolId);
  await page.getByRole('button', { name: 'Save ID' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await checkBothWidths(page);

  // The CSV: the columns a school merges on, the zone named in the header, the typed ID on the student's line.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the roster (CSV)' }).click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  const [header, ...lines] = csv.split('\r\n');
  const columns = header!.replace(/^\uFEFF/, '').split(',');
  expect(columns.slice(0, 4)).toEqual(['Name', 'School ID', 'Grade', 'Class']);
  expect(columns).toContain('Last active (America/Chicago)');
  const line = lines.find((text) => text.startsWith(studentName));
  expect(line?.split(',').slice(0, 4)).toEqual([studentName, schoolId, '8', className]);

  // The owner moves the class to New York time on the class page; the next CSV names the new zone.
  await expect(page.getByText('School time zone: America/Chicago')).toBeVisible();
  await page.getByRole('button', { name: 'Change the time zone' }).click();
  const zone = page.getByLabel('School time zone');
  await expect(zone).toHaveValue('America/Chicago');
  await expect(zone.locator('optgroup').first()).toHaveAttribute('label', 'United States');
  await expect(zone.locator('optgroup').first().locator('option').first()).toHaveText('America/New_York');
  await checkBothWidths(page);
  await zone.selectOption('America/New_York');
  await page.getByRole('button', { name: 'Save the time zone' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Time zone saved.' })).toBeVisible();
  await expect(page.getByText('School time zone: America/New_York')).toBeVisible();
  await checkBothWidths(page);
  const again = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the roster (CSV)' }).click();
  const second = await readFile((await (await again).path())!, 'utf8');
  expect(second.split('\r\n')[0]).toContain('Last active (America/New_York)');
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('the class form says there are no classes for grades 6 and 7, and a grade 8 consent screen says who may join', async ({
    page,
    browser,
  }) => {
    const id = unique();
    const educatorName = `Sra. Medina ${id}`;
    const className = `Carreras 8 ${id}`;

    await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
    await signInWithPopup(page, { name: educatorName, email: `edu.form.es.${id}@example.org` });
    await page.waitForURL(/\/signup$/);
    await page.getByLabel('Nombre completo').fill(educatorName);
    await page.getByLabel('Educador', { exact: true }).check();
    await page.getByRole('button', { name: 'Completar el perfil' }).click();
    await page.waitForURL(/\/home$/);
    await verifyEducator(browser, page, educatorName, 'Jefferson Middle School, counselor');

    await visit(page, '/educator');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const grade = page.getByLabel('Grado', { exact: true });
    await expect(grade.locator('option')).toHaveText([
      '8.º grado',
      '9.º grado',
      '10.º grado',
      '11.º grado',
      '12.º grado',
      'Universidad / otro',
    ]);
    await expect(grade).toHaveAccessibleDescription(
      'Waypoint es para estudiantes de 13 años o más, así que no hay clases para 6.º y 7.º grado. En una clase de 8.º grado solo pueden unirse quienes ya tengan 13 años.',
    );
    await expect(page.getByLabel('Zona horaria de la escuela')).toHaveValue('America/Chicago');
    await checkBothWidths(page);
    await page.getByLabel('Nombre de la clase').fill(className);
    await grade.selectOption('8.º grado');
    await page.getByRole('button', { name: 'Crear la clase' }).click();
    const code = (await page.getByTestId('class-code').first().textContent())!.trim();

    // The class page names the school's zone and offers to change it, in Spanish.
    await page.getByRole('link', { name: className }).click();
    await expect(page.getByText('Zona horaria de la escuela: America/Chicago')).toBeVisible();
    await page.getByRole('button', { name: 'Cambiar la zona horaria' }).click();
    await expect(page.getByLabel('Zona horaria de la escuela').locator('optgroup').first()).toHaveAttribute('label', 'Estados Unidos');
    await checkBothWidths(page);

    const student = await personIn(browser);
    await signUpInSpanish(student.page, { name: `Lucía Octavo ${id}`, email: `student.form.es.${id}@example.org`, birthYear: '2012' });
    await visit(student.page, '/classes/join');
    await student.page.getByLabel('Código de la clase que te dio tu maestro o maestra').fill(code);
    await student.page.getByRole('button', { name: 'Continuar' }).click();
    await expect(student.page.getByRole('region', { name: `¿Unirte a ${className}?` })).toContainText(
      'Esta clase es de 8.º grado: solo pueden unirse estudiantes que ya tengan 13 años o más.',
    );
    await checkBothWidths(student.page);
    await student.close();
  });
});
