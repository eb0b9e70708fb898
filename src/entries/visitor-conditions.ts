/**
 * The visitor-conditions runtime, printed inline once by the server before the first deferred element
 * (<script id="gblocks-pro-visitor-conditions" data-gb-tz="{site timezone}">). No dependencies (budget:
 * 1.5 KB gzipped). Each deferred element is followed by gbVisitorConditions.run(); it also runs on
 * DOMContentLoaded.
 */
import { run, test } from '../conditions/visitor';

declare global {
	interface Window {
		gbVisitorConditions?: {
			run: () => void;
			test: ( residual: unknown ) => boolean;
		};
	}
}

const tz =
	( document.currentScript as HTMLScriptElement | null )?.dataset.gbTz ||
	'UTC';

window.gbVisitorConditions = {
	run: () => run( tz ),
	test: ( residual ) => test( residual, tz ),
};
document.addEventListener( 'DOMContentLoaded', () => run( tz ) );
