import { useId } from 'react';
import { Link } from '@client/shared/routing';
import { categoriesOfCareer, categoryFit, type CategoryFit } from '@domain/catalog/career-explore';
import { EXPLORE_CATEGORY_IDS, type ExploreCategoryId } from '@domain/catalog/catalog-values';
import type { CareerCategory } from '@domain/cognitive/recommendations';
import { displayScore } from '@domain/cognitive/traits';
import { CitedTable } from '@client/ui/cited-table';
import { useI18n, useT } from '@client/shared/i18n/i18n-store';
import type { Translate } from '@client/shared/i18n/messages';
import { traitLabel } from '@client/shared/cognitive/trait-label';
import type { GamesFit } from './use-games-fit';

type T = Translate<'careers' | 'cognitive'>;

/** A family's name in the page's language. */
function familyName(t: T, category: CareerCategory): string {
  return (EXPLORE_CATEGORY_IDS as readonly string[]).includes(category.id)
    ? t(`careers.family.${category.id as ExploreCategoryId}`)
    : category.name;
}

/** The career families this career belongs to, and how the student's game scores meet each family's minimums. */
export function FamilyFit({ socCode, games }: { socCode: string; games: GamesFit }) {
  const t = useT('careers', 'cognitive');
  const headingId = useId();
  const families = categoriesOfCareer(socCode);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold">
        {t('careers.familyFit.heading')}
      </h2>
      {families.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('careers.familyFit.none')}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {t('careers.familyFit.partOf', { families: families.map((family) => familyName(t, family)).join(t('careers.familyFit.and')) })}
          </p>
          {games.gamesDone ? null : (
            <p className="mt-2 text-slate-700">
              {t.rich('careers.familyFit.finish', {
                link: (chunks) => (
                  <Link to="/premium/games-assessment" className="font-semibold text-brand-800 underline underline-offset-2">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          )}
          <ul className="mt-4 space-y-4">
            {families.map((family) => (
              <li key={family.id}>
                {games.gamesDone ? <FitDetails fit={categoryFit(family, games.scores)} /> : <Minimums fit={categoryFit(family, {})} />}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Minimums({ fit }: { fit: CategoryFit }) {
  const t = useT('careers', 'cognitive');
  const { intlLocale } = useI18n();
  const lower = (trait: string) => traitLabel(t, trait).toLocaleLowerCase(intlLocale);
  return (
    <div>
      <h3 className="font-semibold">{familyName(t, fit.category)}</h3>
      <p className="mt-1 text-sm text-slate-700">
        {t('careers.familyFit.needs', {
          minimums: fit.alignment.map((item) => `${lower(item.trait)} ${item.minimum}`).join(', '),
          trait: lower(fit.highTrigger.trait),
          atLeast: fit.highTrigger.atLeast,
        })}
      </p>
    </div>
  );
}

function FitDetails({ fit }: { fit: CategoryFit }) {
  const t = useT('careers', 'cognitive');
  const { intlLocale } = useI18n();
  const trigger = traitLabel(t, fit.highTrigger.trait);
  const verdict = fit.strong
    ? t('careers.familyFit.strong', { trait: trigger.toLocaleLowerCase(intlLocale), atLeast: fit.highTrigger.atLeast })
    : fit.meetsAll
      ? t('careers.familyFit.good', { trait: trigger, atLeast: fit.highTrigger.atLeast })
      : t('careers.familyFit.notYet');
  const family = familyName(t, fit.category);
  return (
    <div>
      <h3 className="font-semibold">{family}</h3>
      <p className="mt-1 text-slate-800">{verdict}</p>
      <CitedTable
        caption={t('careers.familyFit.caption', { family })}
        columns={[
          { header: t('careers.familyFit.trait') },
          { header: t('careers.familyFit.yourScore') },
          { header: t('careers.familyFit.minimum') },
          { header: t('careers.familyFit.result') },
        ]}
        look="compact"
        className="mt-2 max-w-xl text-sm"
      >
        {fit.alignment.map((item) => (
          <tr key={item.trait} className="border-b border-slate-100">
            <th scope="row" className="py-1 pr-3 font-normal">
              {traitLabel(t, item.trait)}
            </th>
            <td className="py-1 pr-3">{displayScore(item.score)}</td>
            <td className="py-1 pr-3">{item.minimum}</td>
            <td className={`py-1 font-medium ${item.met ? 'text-emerald-800' : 'text-amber-900'}`}>
              {item.met ? t('careers.familyFit.met') : t('careers.familyFit.toGo', { count: Math.ceil(item.minimum - item.score) })}
            </td>
          </tr>
        ))}
      </CitedTable>
    </div>
  );
}
