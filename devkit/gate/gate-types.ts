// Shapes shared by the gate's walk, its in-page checks, the test and the report script.

export type GateLang = 'en' | 'hi';

export type GateViewport = { width: number; height: number };

/** The gate's own checks; axe-core rules are reported under their axe id with kind 'axe'. */
export type GateCheck =
  | 'axe'
  | 'target-size'
  | 'page-overflow'
  | 'element-overflow'
  | 'row-action-off-screen'
  | 'document-title'
  | 'heading-order'
  | 'screen-settled';

export type GateFailure = {
  check: GateCheck;
  /** axe rule id for axe findings, otherwise the check name again. */
  rule: string;
  /** axe impact (critical/serious/…) when the failure comes from axe. */
  impact?: string;
  /** The URL path walked, plus a state suffix such as " (navigation open)". */
  route: string;
  width: number;
  lang: GateLang;
  /** A short selector or description of the offending element ('' for page-level findings). */
  target: string;
  /** What is wrong, with the measured figures. */
  detail: string;
};

/** One element found by an in-page check. */
export type ElementFinding = { target: string; detail: string };
