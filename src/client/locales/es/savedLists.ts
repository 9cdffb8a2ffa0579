import type { savedLists as english } from '@client/locales/en/savedLists';

export const savedLists: Record<keyof typeof english, string> = {
  'savedLists.signInToSave': 'Inicia sesión para guardar',
  'savedLists.saveCareer': 'Guardar carrera',
  'savedLists.savedCareer': 'Carrera guardada',
  'savedLists.saveCollege': 'Guardar universidad',
  'savedLists.savedCollege': 'Universidad guardada',
  'savedLists.saved': '{name} se guardó en tu perfil.',
  'savedLists.removed': '{name} se quitó de tu perfil.',
  'savedLists.notSaved': 'No se pudo guardar {name}.',
  'savedLists.notRemoved': 'No se pudo quitar {name}.',
  'savedLists.couldNotSave': 'No se pudo guardar {name}',
  'savedLists.couldNotRemove': 'No se pudo quitar {name}',
  'savedLists.checkConnection': 'Revisa tu conexión e inténtalo de nuevo.',
};
