import type { savedLists as english } from '@locales/en/saved-lists';

export const savedLists: Record<keyof typeof english, string> = {
  'saved-lists.signInToSave': 'Inicia sesión para guardar',
  'saved-lists.saveCareer': 'Guardar carrera',
  'saved-lists.savedCareer': 'Carrera guardada',
  'saved-lists.saveCollege': 'Guardar universidad',
  'saved-lists.savedCollege': 'Universidad guardada',
  'saved-lists.saved': '{name} se guardó en tu perfil.',
  'saved-lists.removed': '{name} se quitó de tu perfil.',
  'saved-lists.notSaved': 'No se pudo guardar {name}.',
  'saved-lists.notRemoved': 'No se pudo quitar {name}.',
  'saved-lists.couldNotSave': 'No se pudo guardar {name}',
  'saved-lists.couldNotRemove': 'No se pudo quitar {name}',
  'saved-lists.checkConnection': 'Revisa tu conexión e inténtalo de nuevo.',
  'saved-lists.error.full':
    'Puedes guardar hasta {limit} {kind, select, careers {carreras} other {universidades}}. Quita una de tu perfil para guardar otra.',
};
