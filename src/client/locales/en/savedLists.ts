/** "Save career" / "Save college" toggles (src/client/shared/saved-lists, issue 22). */
export const savedLists = {
  'savedLists.signInToSave': 'Sign in to save',
  'savedLists.saveCareer': 'Save career',
  'savedLists.savedCareer': 'Saved career',
  'savedLists.saveCollege': 'Save college',
  'savedLists.savedCollege': 'Saved college',
  'savedLists.saved': '{name} saved to your profile.',
  'savedLists.removed': '{name} removed from your profile.',
  'savedLists.notSaved': '{name} was not saved.',
  'savedLists.notRemoved': '{name} was not removed.',
  'savedLists.couldNotSave': 'Could not save {name}',
  'savedLists.couldNotRemove': 'Could not remove {name}',
  'savedLists.checkConnection': 'Check your connection and try again.',
};
