import type { moneyPlan as english } from '@client/locales/en/moneyPlan';

export const moneyPlan: Record<keyof typeof english, string> = {
  'moneyPlan.pageTitle': 'Plan de dinero familiar',
  'moneyPlan.title': 'Tu plan de dinero familiar',
  'moneyPlan.introBefore':
    'Decide con tu familia cómo se pagaría cada universidad de tu lista. Las madres, padres o tutores que vincules en',
  'moneyPlan.yourProfile': 'tu perfil',
  'moneyPlan.introAfter': 'ven este plan y pueden cambiar las cifras de la familia; en tu registro de accesos ves cada vez que lo hacen.',
  'moneyPlan.studentOnly': 'El plan de dinero es de una cuenta de estudiante.',
  'moneyPlan.parentBefore': 'Como madre, padre o tutor, abre',
  'moneyPlan.yourFamilyPage': 'tu página de familia',
  'moneyPlan.parentAfter': 'para ver y editar el plan de cada hijo o hija que te vinculó.',
  'moneyPlan.otherAccount': 'Cada estudiante ve aquí su propio plan; una madre, padre o tutor vinculado lo ve en su página de familia.',
};
