/**
 * The visitor-conditions runtime (issue 24): decides in the browser the content the server sent inert
 * behind a page cache, and fails closed.
 *
 * - <template data-gb-condition="residual">content</template> (blocks, classic menu items, overlays):
 *   the content replaces the template when the residual passes; the template is removed otherwise.
 *   Only templates are decided: page content cannot make one without unfiltered_html (kses drops the
 *   tag), while any element of an author's may carry data-gb-condition (issue 36 S8).
 * - A residual that cannot be read, or that names a type the browser does not decide: removed, and one
 *   console warning per page.
 * The document is read through Document.prototype (request.ts), which page content cannot shadow.
 * After inserting anything it dispatches gbConditionsDecided on document (the overlay runtime binds
 * overlays that arrive then). Content inserted by a run is decided by the same run.
 */
import { evaluate, type Rules } from './evaluate';
import { evaluatorRules } from './registry';
import { DOC } from './request';

let warned: boolean | undefined;

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
	} catch ( error ) {
		// A falsy throw (0): a rule that needs what this browser does not keep (the visitor history
		// without storage) fails closed without a warning.
		warned ||=
			( error as boolean ) &&
			// eslint-disable-next-line no-console
			( console.warn( 'GBlocks Pro: unreadable condition' ), true );
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
	decide( () => evaluate( residual, evaluatorRules( tz ) ) );

// 0 once the task that read it is over.
let visitor: Rules | 0 | undefined;

/**
 * The visitor, read once per task: the inline call after each deferred element runs in the parser's
 * task, and reading document.cookie is a round trip to the browser's cookie store.
 *
 * @param tz The site's timezone.
 */
const current = ( tz: string ): Rules =>
	( visitor ||=
		( setTimeout( () => ( visitor = 0 ) ), evaluatorRules( tz ) ) );

/**
 * Decides every conditioned template in the document, one at a time from the first: each one decided
 * leaves the document, and content it inserts is found by the next query.
 *
 * @param tz The site's timezone.
 */
export function run( tz: string ): void {
	let inserted: DocumentFragment | undefined;
	for (
		let el;
		( el = DOC.querySelector.call<
			Document,
			[ string ],
			HTMLTemplateElement | null
		>( document, 'template[data-gb-condition]' ) );
	) {
		// replaceWith() of nothing removes it.
		el.replaceWith(
			...( decide( () =>
				evaluate(
					JSON.parse( el.dataset.gbCondition as string ),
					current( tz )
				)
			)
				? [ ( inserted = el.content ) ]
				: [] )
		);
	}
	if ( inserted ) {
		DOC.dispatchEvent.call( document, new Event( 'gbConditionsDecided' ) );
	}
}
