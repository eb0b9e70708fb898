/**
 * The one registry of browser-decided condition types: each type's browser rule is one module in
 * ./types, named here by its type id (the PHP class's name()). A new type decided in the browser is its
 * PHP class, its module, its rows in tests/fixtures/conditions/visitor-parity.json and one line here
 * (tests/architecture: browser-types.test.ts holds it).
 *
 * - evaluatorRules(): the types the evaluator (build/visitor-conditions.js) holds itself, over what the
 *   request says of the visitor, as the server would read the same request ($_COOKIE, $_GET, the
 *   Referer header, the user agent) and the visitor's clock.
 * - historyRules: the types of the visitor-history script (build/visitor-history.js), which registers
 *   them on window.gbRules for the evaluator to find; loaded only on sites that use them.
 */
import type { Rules } from './evaluate';
import { doc } from './request';
import { dateTimeRule } from './types/date-time';
import { device } from './types/device';
import { pairsRule, parsePairs } from './types/pairs';
import { referrer } from './types/referrer';
import { visitor } from './types/visitor';
import type { History } from '../../shared/visitor-history';

declare global {
	interface Window {
		/** The browser rules other scripts register (historyRules), by type id. */
		gbRules?: Rules;
	}
}

/**
 * The rules of this visitor now, the registered ones included.
 *
 * @param tz The site's timezone.
 */
export const evaluatorRules = ( tz: string ): Rules => ( {
	device: device( navigator.userAgent ),
	referrer: referrer( doc( 'referrer' ) ),
	date_time: dateTimeRule( Date.now(), tz ),
	cookie: pairsRule( parsePairs( doc( 'cookie' ), true ) ),
	query_arg: pairsRule( parsePairs( location.search ) ),
	...self.gbRules,
} );

/**
 * The types of the visitor-history script, over the history it keeps.
 *
 * @param history The history now (window.gbHistory): undefined without storage.
 */
export const historyRules = ( history: () => History | undefined ): Rules => ( {
	visitor: visitor( history ),
} );
