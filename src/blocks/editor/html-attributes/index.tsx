/**
 * The HTML attributes editor (SPEC 5; DESIGN §12): rows of name and value with remove, where an edited
 * row is applied only when confirmed (Apply, or Enter in its fields; Escape cancels the edit), and a
 * form that adds one. Text like `name="value"` typed or pasted into a name field splits into both
 * fields; on focus of the new attribute's name field, an attribute on the clipboard is offered ("Add
 * from clipboard:" / "Replace from clipboard:"). The attributes of the Overlay Panel Trigger select are
 * not listed here (they stay in the map).
 */

/**
 * WordPress dependencies
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ADD_KEY, AddAttributeForm } from './add-form';
import { browserClipboard } from './clipboard';
import {
	isManagedName,
	lockedChangeError,
	withAttribute,
	withoutAttribute,
} from './lib';
import type { AttributeError, AttributeMap } from './lib';
import { AttributeRow } from './row';
import './style.scss';

export interface HtmlAttributesEditorProps {
	/** Visible title: 'HTML Attributes' or 'Link Attributes'. */
	label: string;
	/** The stored attributes (managed trigger attributes included). */
	attributes: AttributeMap;
	/** Called with the new map, undefined when it is empty. */
	onChange: ( attributes: AttributeMap | undefined ) => void;
	/** Reads the clipboard (tests); navigator.clipboard.readText by default. */
	readClipboard?: () => Promise< string >;
	/**
	 * Whether the user has unfiltered_html. Without it, what the save would refuse (event handlers,
	 * srcdoc, formaction, script URLs and styles) is refused as it is applied, like class.
	 */
	allowUnsafe?: boolean;
}

/**
 * Where focus goes after the next render (a row's name input, or the add form's, by focus key).
 *
 * @param containerRef         The editor's element.
 * @param containerRef.current
 */
function useFocusAfterRender( containerRef: { current: HTMLElement | null } ) {
	const [ focusTarget, setFocusTarget ] = useState< string | null >( null );
	useEffect( () => {
		if ( focusTarget === null ) {
			return;
		}
		containerRef.current
			?.querySelector< HTMLInputElement >(
				`[data-gblocks-pro-focus="${ focusTarget }"]`
			)
			?.focus();
		setFocusTarget( null );
	}, [ focusTarget, containerRef ] );
	return setFocusTarget;
}

/**
 * The HTML attributes editor of a block (or of its link).
 *
 * @param props               Props.
 * @param props.label         Visible title.
 * @param props.attributes    Stored attributes.
 * @param props.onChange      Called with the new map.
 * @param props.readClipboard Reads the clipboard.
 * @param props.allowUnsafe   Whether the user has unfiltered_html.
 */
export function HtmlAttributesEditor( {
	label,
	attributes,
	onChange,
	readClipboard = browserClipboard(),
	allowUnsafe = false,
}: HtmlAttributesEditorProps ) {
	const baseId = 'gblocks-pro-html-attributes-' + useId();
	const containerRef = useRef< HTMLDivElement >( null );
	const setFocusTarget = useFocusAfterRender( containerRef );

	const rows = Object.entries( attributes ).filter(
		( [ name ] ) => ! isManagedName( name )
	);

	// Sets an attribute, unless the result keeps an attribute that can run scripts beside a change.
	const set = (
		name: string,
		value: string,
		previous?: string
	): AttributeError | null => {
		const next = withAttribute( attributes, name, value, previous );
		const refused = lockedChangeError( next, allowUnsafe );
		if ( refused ) {
			return refused;
		}
		onChange( next );
		setFocusTarget( name );
		return null;
	};

	const remove = ( name: string ): AttributeError | null => {
		const next = withoutAttribute( attributes, name );
		const refused = lockedChangeError( next, allowUnsafe );
		if ( refused ) {
			return refused;
		}
		onChange( next );
		setFocusTarget( ADD_KEY );
		return null;
	};

	const headingId = `${ baseId }-heading`;
	return (
		<div
			ref={ containerRef }
			className="gblocks-pro-html-attributes"
			role="group"
			aria-labelledby={ headingId }
		>
			<h3 id={ headingId } className="gblocks-pro-html-attributes__title">
				{ label }
			</h3>
			{ rows.length > 0 && (
				<ul className="gblocks-pro-html-attributes__rows">
					{ rows.map( ( [ name, value ], index ) => (
						<AttributeRow
							key={ name }
							name={ name }
							value={ value }
							idPrefix={ `${ baseId }-row-${ index }` }
							allowUnsafe={ allowUnsafe }
							onApply={ ( next, nextValue, previous ) =>
								set( next, nextValue, previous )
							}
							onRemove={ remove }
						/>
					) ) }
				</ul>
			) }
			<AddAttributeForm
				idPrefix={ `${ baseId }-new` }
				attributes={ attributes }
				allowUnsafe={ allowUnsafe }
				readClipboard={ readClipboard }
				set={ ( name, value ) => set( name, value ) }
				focusAdd={ () => setFocusTarget( ADD_KEY ) }
			/>
		</div>
	);
}
