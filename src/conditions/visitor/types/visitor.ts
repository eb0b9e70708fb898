/**
 * The visitor type (includes/Conditions/Types/Visitor.php) in the browser: rules over the visitor
 * history this browser keeps (src/shared/visitor-history). Only the browser holds it, so the server
 * always leaves these rows to it.
 *
 * Without a history (no localStorage, or it is blocked) every row throws 0: the element fails closed,
 * inverted or not, without a warning. A count rule's value is a whole number; an overlay rule's "overlay|count|days"
 * (overlay: a post id or 'any'; days: the window, 0 for ever).
 */
import { values } from '../compare';
import type { BrowserRule } from '../evaluate';
import {
	CLOSE,
	CONVERSION,
	DAY,
	VIEW,
	FIRST_TOUCH,
	SESSIONS,
	SESSION_VIEWS,
	START,
	VIEWS,
	countWithin,
	type History,
	type OverlayEvent,
} from '../../../shared/visitor-history';

const OVERLAY: Record< string, OverlayEvent > = {
	overlay_views: VIEW,
	overlay_closes: CLOSE,
	overlay_conversions: CONVERSION,
};

/**
 * The rule over the history a getter gives now (window.gbHistory of the visitor-history counter).
 *
 * @param history The history now: undefined without storage.
 */
export const visitor =
	( history: () => History | undefined ): BrowserRule =>
	( rule, op, value ) => {
		const entry = history();
		if ( ! entry ) {
			// No history (no storage): the element fails closed, inverted or not, and without the
			// warning of an unreadable condition (index.ts decide()).
			throw 0;
		}
		const sessions = entry[ SESSIONS ] as number;
		if ( rule === 'returning' ) {
			return (
				{ is: sessions > 1, is_not: sessions < 2 } as Record<
					string,
					boolean
				>
			 )[ op ];
		}
		// The first touch: the landing page's path, or a campaign parameter of its query (the rule is its name).
		if ( rule === 'landing_page' || rule.startsWith( 'utm_' ) ) {
			return values(
				rule === 'landing_page'
					? ( entry[ FIRST_TOUCH ] as string )
					: new URLSearchParams(
							entry[ FIRST_TOUCH + 1 ] as string
						).get( rule ) || '',
				op,
				value
			);
		}
		const overlay = OVERLAY[ rule ];
		const [ id, count, days ] = value.split( '|' );
		const now = Math.floor( Date.now() / 1e3 );
		// What is counted, and the number it is compared with: NaN for a value that is no whole number
		// (or no overlay|count|days), which no comparison passes.
		let actual = NaN;
		let expected = NaN;
		if ( overlay === undefined ) {
			actual = (
				{
					page_views: entry[ VIEWS ],
					session_page_views: entry[ SESSION_VIEWS ],
					sessions,
					session_seconds: now - ( entry[ START ] as number ),
				} as Record< string, number >
			 )[ rule ];
			expected = /^\d+$/.test( value ) ? +value : NaN;
		} else if ( /^(any|[1-9]\d*)\|\d+\|\d+$/.test( value ) ) {
			actual = countWithin( entry, id, overlay, +days * DAY, now );
			expected = +count;
		}
		return (
			{
				at_least: actual >= expected,
				at_most: actual <= expected,
				equals: actual === expected,
			} as Record< string, boolean >
		 )[ op ];
	};
