/** "Save career" / "Save college" toggles (src/client/shared/saved-lists). */
export const savedLists = {
  'saved-lists.signInToSave': 'Sign in to save',
  'saved-lists.saveCareer': 'Save career',
  'saved-lists.savedCareer': 'Saved career',
  'saved-lists.saveCollege': 'Save college',
  'saved-lists.savedCollege': 'Saved college',
  'saved-lists.saved': '{name} saved to your profile.',
  'saved-lists.removed': '{name} removed from your profile.',
  'saved-lists.notSaved': '{name} was not saved.',
  'saved-lists.notRemoved': '{name} was not removed.',
  'saved-lists.couldNotSave': 'Could not save {name}',
  'saved-lists.couldNotRemove': 'Could not remove {name}',
  'saved-lists.checkConnection': 'Check your connection and try again.',
  'saved-lists.error.full':
    'You can save up to {limit} {kind, select, careers {careers} other {colleges}}. Remove one from your profile to save another.',
};
