// Every exemption from the gate's 44×44 touch-target check, in one place. Each needs a reason a
// reviewer can judge; keep the list short, and prefer fixing the control to adding a line.

export type TargetSizeExemption = {
  /** CSS selector the control must match. */
  selector: string;
  /**
   * Not exempt, but measured by this ancestor instead: the box the user actually taps when the
   * focusable element sits inside a field drawn around it.
   */
  measureClosest?: string;
  /**
   * Also require the control to sit inside running text: rendered inline, with other words in
   * its parent block (WCAG 2.5.8's inline exception covers targets in a sentence only).
   */
  inSentence?: boolean;
  description: string;
  reason: string;
};

export const TARGET_SIZE_EXEMPTIONS: readonly TargetSizeExemption[] = [
  {
    selector: 'a[href]',
    inSentence: true,
    description: 'a text link inside a sentence, e.g. "Don\'t have an account? Sign Up"',
    reason:
      'WCAG 2.5.8 inline exception: the target is in a sentence and its height is set by the ' +
      "line-height of the text around it; padding it to 44 px would break the sentence's line.",
  },
  {
    selector: 'input.mantine-PasswordInput-innerInput',
    measureClosest: '.mantine-PasswordInput-input',
    description: "the password field's native input, inside Mantine's drawn field box",
    reason:
      'Mantine draws the password field as a bordered box (.mantine-PasswordInput-input) with ' +
      'the native input inside its border, 2 px shorter. The box is what a finger hits and is ' +
      'held to 44×44 instead.',
  },
];
