/**
 * The visitor type's browser rule (registry.ts historyRules), printed inline by the server right after
 * the visitor-history counter on sites that use a visitor-history rule
 * (<script id="gblocks-pro-visitor-history-rules">). It registers on window.gbRules, where the
 * evaluator (build/visitor-conditions.js) finds the types it does not hold. No dependencies (budget:
 * 800 B gzipped with the counter).
 */
import { historyRules } from '../conditions/visitor/registry';

self.gbRules = {
	...self.gbRules,
	...historyRules( () => self.gbHistory ),
};
