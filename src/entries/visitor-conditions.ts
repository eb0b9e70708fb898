/**
 * The visitor-conditions runtime, printed inline once by the server before the first deferred element
 * (<script id="gblocks-pro-visitor-conditions" data-gb-tz="{site timezone}">). No dependencies (budget:
 * 1.5 KB gzipped). Each deferred element is followed by gbVisitorConditions.run(); it also runs on
 * DOMContentLoaded.
 */
import { run } from '../conditions/visitor';
import { doc } from '../conditions/visitor/request';

declare global {
	interface Window {
		gbVisitorConditions?: {
			run: () => void;
		};
	}
}

// Read through Document.prototype, as every member of the document (request.ts).
const tz =
	( doc( 'currentScript' ) as HTMLScriptElement | null )?.dataset.gbTz ||
	'UTC';

const runHere = () => run( tz );

self.gbVisitorConditions = { run: runHere };
// On window, where DOMContentLoaded bubbles to: the global's own members, unlike the document's, are
// never shadowed by page content.
addEventListener( 'DOMContentLoaded', runHere );
