import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageScope, useT } from './i18n-store';
import { useFormatters } from './use-formatters';

/** A text of an area and a date: what a printed report needs in its own language. */
function Sample({ testId }: { testId: string }) {
  const t = useT('student-report');
  const format = useFormatters();
  return (
    <p data-testid={testId}>
      {t('student-report.noQuiz')} {format.isoDay('2026-11-22')}
    </p>
  );
}

describe('LanguageScope', () => {
  it('renders its part of the page in another language (texts and dates) while the page stays in the active one', async () => {
    // The Spanish catalogs load when the scope first asks for them (the component suspends until then).
    const { container } = await act(async () =>
      render(
        <Suspense fallback={null}>
          <Sample testId="outside" />
          <LanguageScope locale="es">
            <Sample testId="inside" />
          </LanguageScope>
        </Suspense>,
      ),
    );
    const inside = await screen.findByTestId('inside');
    expect(inside.textContent).toMatch(/^Todavía no hizo el cuestionario de carreras\. 22 nov\.? 2026$/);
    expect(screen.getByTestId('outside').textContent).toBe('Has not taken the career quiz yet. Nov 22, 2026');
    // Screen readers read the scope in its language.
    expect(container.querySelector('[lang="es"]')?.contains(inside)).toBe(true);
    expect(document.documentElement.lang).not.toBe('es');
  });

  it('is the active language itself when both are the same', async () => {
    await act(async () =>
      render(
        <Suspense fallback={null}>
          <LanguageScope locale="en">
            <Sample testId="same" />
          </LanguageScope>
        </Suspense>,
      ),
    );
    expect((await screen.findByTestId('same')).textContent).toBe('Has not taken the career quiz yet. Nov 22, 2026');
  });
});
