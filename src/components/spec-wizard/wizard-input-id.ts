/** Wizard inputs are 'sw-<spec id>' (checkboxes, radio buttons) and 'sw-<input name>' (blanks). */
export const WIZARD_INPUT_PREFIX = 'sw-';

export const wizardInputId = (id: string) => `${WIZARD_INPUT_PREFIX}${id}`;
