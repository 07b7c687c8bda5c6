/**
 * Links into the grammar explorer (scripts/docs/explorer-page.ts) with a state in the fragment, as
 * the explorer writes it: `g` (grammar), `s` (start symbol) or `r` (a rule key), and `u` (the input);
 * or `t=schemes` (the Schemes tab: the input read by its scheme's grammar) and `u`.
 */
import type { GrammarName, Rule } from '../../grammar/all.js';
import { href } from './html.js';

/** The site path of the explorer. */
export const EXPLORE_PAGE = 'explore/index.html';

/** What a link into the explorer opens: a grammar (and start symbol) or one rule, and an input; or the Schemes tab and an input. */
export type ExploreTarget =
  | { readonly grammar: GrammarName; readonly start?: string; readonly input: string }
  | { readonly rule: Rule; readonly input: string }
  | { readonly tab: 'schemes'; readonly input: string };

/** The link from `fromPage` to the explorer showing `target` (the state in the fragment, as the page writes it). */
export function exploreHref(fromPage: string, target: ExploreTarget): string {
  const q = new URLSearchParams();
  if ('tab' in target) q.set('t', target.tab);
  else if ('rule' in target) q.set('r', target.rule.key);
  else {
    q.set('g', target.grammar);
    if (target.start) q.set('s', target.start);
  }
  q.set('u', target.input);
  return `${href(fromPage, EXPLORE_PAGE)}#${q.toString().replace(/\+/g, '%20')}`;
}

