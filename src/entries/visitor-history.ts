/**
 * The visitor-history counter (issue 39 §2), printed inline in <head> by the server on sites that use
 * a rule of the visitor history or a frequency cap (Conditions\Visitor_History_Script):
 * <script id="gblocks-pro-visitor-history" data-gb-idle="{session idle seconds}"
 * data-gb-consent="{WP Consent API category, when the API is active}">. No dependencies (budget:
 * 500 B gzipped).
 *
 * It counts this page view into the history (src/shared/visitor-history) and gives the history as it
 * is now to the other scripts of the page: window.gbHistory() (undefined without storage), and
 * window.gbHistorySave( history ), which stores a history they changed (the overlay events:
 * build/overlay-history.js) as consent allows.
 *
 * Consent: with data-gb-consent, the history is stored only while wp_has_consent( category ) says so,
 * asked once the page is parsed (the WP Consent API's script is in the footer) and at every save;
 * without consent, or without the API's script, the stored entry is removed. Until then this page
 * decides from the history as stored before (or as a new visitor's).
 */
import {
	forget,
	read,
	recordPageView,
	storage,
	write,
	type History,
} from '../shared/visitor-history';
import { doc } from '../conditions/visitor/request';

declare global {
	interface Window {
		/** The visitor history now: undefined without storage. */
		gbHistory?: () => History | null | undefined;
		/** Stores a changed history, as consent allows. */
		gbHistorySave?: ( history: History ) => void;
		/** The WP Consent API's browser function. */
		wp_has_consent?: ( category: string ) => boolean;
	}
}

const { gbIdle, gbConsent } =
	( doc( 'currentScript' ) as HTMLScriptElement | null )?.dataset || {};
const store = storage();
const now = () => Math.floor( Date.now() / 1e3 );
let history = read( store );
if ( history !== undefined ) {
	history = recordPageView(
		history,
		{
			path: location.pathname,
			referrer: doc( 'referrer' ),
			search: location.search,
		},
		now(),
		+gbIdle! || undefined
	);
}

/**
 * Stores the history, or removes it when consent is not given.
 *
 * @param next A changed history (none: this page's).
 */
const save = ( next = history ) => {
	if ( ( history = next ) ) {
		if ( ! gbConsent || self.wp_has_consent?.( gbConsent ) ) {
			write( store, history );
		} else {
			forget( store );
		}
	}
};

self.gbHistory = () => history;
self.gbHistorySave = save;
if ( gbConsent ) {
	addEventListener( 'DOMContentLoaded', () => save() );
} else {
	save();
}
