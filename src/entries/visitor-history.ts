/**
 * The visitor-history counter (issue 39 §2), printed inline first in <head> by the server on sites that
 * use a rule of the visitor history or a frequency cap (Conditions\Visitor_History_Script):
 * <script id="gblocks-pro-visitor-history" data-gb-idle="{session idle seconds}"
 * data-gb-consent="{WP Consent API category, when the API is active}">. No dependencies (budget:
 * 500 B gzipped).
 *
 * It counts this page view into the history (src/shared/visitor-history) and gives the history to the
 * other scripts of the page: window.gbHistory is the one copy of the page (undefined without
 * storage), which they change in place (the overlay events: build/overlay-journey.js, which stores it
 * at each event). Once the page is parsed (the WP Consent API's script is in the footer) it stores the
 * history as consent allows: without consent, or without the API's script, the stored entry is removed,
 * and this page decides from the history as stored before (or as a new visitor's).
 *
 * Its own script element is read as document.currentScript, not through Document.prototype as the
 * evaluator reads the document: it runs first in <head>, before any element of the page's content that
 * could shadow the document's members exists.
 */
import {
	read,
	recordPageView,
	save,
	type History,
} from '../shared/visitor-history';

const { gbIdle, gbConsent } = ( document.currentScript as HTMLScriptElement )
	.dataset;
let store: Storage | undefined;
let history: History | undefined;
try {
	store = localStorage;
} catch {}
if ( store ) {
	history = recordPageView(
		read( store ),
		[ location.pathname, location.search, document.referrer ],
		// eslint-disable-next-line no-bitwise -- whole seconds, in the fewest bytes.
		( Date.now() / 1e3 ) | 0,
		+gbIdle!
	);
	addEventListener( 'DOMContentLoaded', () =>
		save( store!, history!, gbConsent )
	);
}
self.gbHistory = history;
