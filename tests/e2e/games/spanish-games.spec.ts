import { practicePuzzle } from '@domain/cognitive/puzzles';
import { checkA11y, expect, signInThroughApi, test, visit } from '@tests/e2e/fixtures';
import { uniqueEmail } from '@tests/support/unique';
import { expectNoHorizontalScroll, toSpanish } from '@tests/support/e2e-page';

/*
 * The games in Spanish: the Logic Puzzles round played in Spanish with the
 * keyboard (questions, clues, shapes and explanations from the catalog), with lang, axe and 390 px.
 */

test.describe('in Spanish', () => {
  test('a student plays the Logic Puzzles round', async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem('betaNotificationDismissed', 'true'));
    await signInThroughApi(page, { name: 'Lola Lógica', email: uniqueEmail('juegos'), userType: 'Parent' });
    await visit(page, '/premium/games-assessment');
    await toSpanish(page);
    await page.setViewportSize({ width: 390, height: 844 });

    await page.getByRole('button', { name: 'Jugar Acertijos de lógica' }).press('Enter');
    await page.getByRole('button', { name: 'Empezar la ronda de práctica' }).press('Enter');
    const practice = practicePuzzle();
    await expect(page.getByRole('heading', { name: /^Acertijo 1 de 1 \(Secuencia\)/ })).toBeFocused();
    await expect(page.getByRole('group', { name: '¿Qué número sigue?' })).toBeVisible();
    await page.getByRole('button', { name: 'Revisar respuesta' }).press('Enter');
    await expect(page.getByText('Primero elige una respuesta.')).toBeVisible();
    await page.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < practice.options.indexOf(practice.answer); i++) await page.keyboard.press('ArrowDown');
    await page.getByRole('button', { name: 'Revisar respuesta' }).press('Enter');
    await expect(page.getByText('¡Correcto!')).toBeVisible();
    await expect(page.getByText(/^Cada número es \d+ más que el anterior\.$/)).toBeVisible();
    await checkA11y(page);
    await expectNoHorizontalScroll(page);
    await expect(page.getByRole('button', { name: 'Terminar' })).toBeFocused();
    await page.keyboard.press('Enter');

    await page.getByRole('button', { name: 'Empezar el juego', exact: true }).press('Enter');
    const seen: string[] = [];
    for (let puzzle = 1; puzzle <= 10; puzzle++) {
      await expect(page.getByRole('heading', { name: new RegExp(`^Acertijo ${puzzle} de 10`) })).toBeFocused();
      seen.push((await page.locator('form legend').textContent()) ?? '');
      if (puzzle === 4)
        await expect(page.getByRole('list', { name: 'Pistas' }).getByRole('listitem').first()).toHaveText(
          / (mide más que|es mayor que|terminó la carrera antes que) /,
        );
      await page.getByRole('radio').first().focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.getByText(/^(¡Correcto!|Casi: la respuesta es .+\.)/)).toBeVisible();
      if (puzzle === 3) {
        // A shape puzzle: the options and the explanation name the shapes in Spanish.
        await expect(page.getByText(/Las figuras se repiten en un ciclo de \d: /)).toBeVisible();
        await expect(page.getByRole('radio', { name: /círculo|cuadrado|triángulo|estrella|rombo|corazón/ }).first()).toBeVisible();
        await checkA11y(page);
        await expectNoHorizontalScroll(page);
      }
      if (puzzle === 4) await checkA11y(page);
      await expect(page.getByRole('button', { name: puzzle === 10 ? 'Terminar' : 'Siguiente acertijo' })).toBeFocused();
      await page.keyboard.press('Enter');
    }
    expect(seen.slice(0, 3)).toEqual(['¿Qué número sigue?', '¿Qué letra sigue?', '¿Qué figura sigue?']);
    expect(seen[3]).toMatch(/^¿Quién /);
    await expect(page.getByRole('heading', { name: 'Acertijos de lógica: terminado' })).toBeFocused();
    await expectNoHorizontalScroll(page);
  });
});
