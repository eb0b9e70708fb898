/**
 * The visitor-conditions runtime (issue 24): decides in the browser the content the server sent inert
 * behind a page cache, and fails closed.
 *
 * - <template data-gb-condition="residual">content</template>: the content replaces the template when
 *   the residual passes; the template is removed otherwise.
 * - Any other element, such as <li hidden data-gb-condition="residual"> (classic menus): shown when it
 *   passes (hidden and the attribute removed), removed otherwise.
 * - A residual that cannot be read, or that names a type the browser does not decide: removed, and one
 *   console warning per page.
 * After inserting anything it dispatches gbConditionsDecided on document (the overlay runtime binds
 * overlays that arrive then). Content inserted by a run is decided by the same run.
 */
import { evaluate, type Visitor } from './evaluate';
import { readVisitor } from './request';

let warned: true | undefined;

/**
 * The answer of a decision; false, and one console warning per page, when it throws: the residual
 * cannot be read or names a type the browser does not decide, or the visitor cannot be read
 * (document.cookie of a sandboxed document).
 *
 * @param decision Decides.
 */
export function decide( decision: () => boolean ): boolean {
	try {
		return decision();
	} catch {
		if ( ! warned ) {
			warned = true;
			// eslint-disable-next-line no-console
			console.warn( 'GBlocks Pro: unreadable condition' );
		}
		return false;
	}
}

/**
 * Whether a residual passes for this visitor now.
 *
 * @param residual The residual (parsed JSON).
 * @param tz       The site's timezone.
 */
export const test = ( residual: unknown, tz: string ) =>
	decide( () => evaluate( residual, readVisitor( tz ) ) );

let visitor: Visitor | undefined;

/**
 * The visitor, read once per task: the inline call after each deferred element runs in the parser's
 * task, and reading document.cookie is a round trip to the browser's cookie store.
 *
 * @param tz The site's timezone.
 */
const current = ( tz: string ): Visitor =>
	( visitor ??=
		( setTimeout( () => ( visitor = undefined ) ), readVisitor( tz ) ) );

/**
 * Decides every conditioned element in the document, one at a time from the first: each one decided
 * loses its attribute or leaves the document, and content it inserts is found by the next query.
 *
 * @param tz The site's timezone.
 */
export function run( tz: string ): void {
	let inserted: true | undefined;
	for (
		let el;
		( el = document.querySelector< HTMLElement >( '[data-gb-condition]' ) );
	) {
		if (
			! decide( () =>
				evaluate(
					JSON.parse( el.dataset.gbCondition as string ),
					current( tz )
				)
			)
		) {
			el.remove();
			continue;
		}
		inserted = true;
		if ( 'content' in el ) {
			el.replaceWith( ( el as HTMLTemplateElement ).content );
		} else {
			delete el.dataset.gbCondition;
			el.hidden = false;
		}
	}
	if ( inserted ) {
		document.dispatchEvent( new Event( 'gbConditionsDecided' ) );
	}
}
