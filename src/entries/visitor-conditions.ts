/**
 * The visitor-conditions runtime, printed inline once by the server before the first deferred element
 * (<script id="gblocks-pro-visitor-conditions" data-gb-tz="{site timezone}">). No dependencies (budget:
 * 1.5 KB gzipped). Each deferred element is followed by gbVisitorConditions.run(); it also runs on
 * DOMContentLoaded.
 */
import { decide, run } from '../conditions/visitor';
import { evaluate } from '../conditions/visitor/evaluate';
import { doc, readVisitor } from '../conditions/visitor/request';

declare global {
	interface Window {
		gbVisitorConditions?: {
			run: () => void;
			test: ( residual: unknown ) => boolean;
		};
	}
}

// Read through Document.prototype, as every member of the document (request.ts).
const tz =
	( doc( 'currentScript' ) as HTMLScriptElement | null )?.dataset.gbTz ||
	'UTC';

const runHere = () => run( tz );

// test() is the module's test() with the timezone bound, written out so that the minifier leaves no
// wrapper.
self.gbVisitorConditions = {
	run: runHere,
	test: ( residual ) =>
		decide( () => evaluate( residual, readVisitor( tz ) ) ),
};
// On window, where DOMContentLoaded bubbles to: the global's own members, unlike the document's, are
// never shadowed by page content.
addEventListener( 'DOMContentLoaded', runHere );
