// Apart from labels.ts: the shell's feedback popup reads its delay on every first load, without the labels.

/** The feedback popup appears after ten minutes on the site. */
export const FEEDBACK_POPUP_DELAY_MS = 10 * 60 * 1000;

/** The thank-you screen shows for three seconds, then the form resets. */
export const FEEDBACK_THANK_YOU_MS = 3000;
