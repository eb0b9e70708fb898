/**
 * One stored attribute of the HTML attributes editor: editable, applied only when confirmed.
 */

/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useEffect, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AttributeFields, focusValue, useDraft } from './fields';
import { validateAttribute } from './lib';
import type { AttributeError } from './lib';
import { isUnsafeAttribute } from './policy';

interface RowProps {
	name: string;
	value: string;
	idPrefix: string;
	allowUnsafe: boolean;
	/** Applies the edit; answers the error that refuses it, if any. */
	onApply: (
		name: string,
		value: string,
		previous: string
	) => AttributeError | null;
	/** Removes the attribute; answers the error that refuses it, if any. */
	onRemove: ( name: string ) => AttributeError | null;
}

/**
 * One stored attribute: editable, applied only on Apply or Enter, reset by Escape.
 *
 * @param props             Props.
 * @param props.name
 * @param props.value
 * @param props.idPrefix
 * @param props.onApply
 * @param props.onRemove
 * @param props.allowUnsafe
 */
export function AttributeRow( {
	name,
	value,
	idPrefix,
	allowUnsafe,
	onApply,
	onRemove,
}: RowProps ) {
	const { draft, setName, setValue, reset, fail } = useDraft( name, value );
	const rowRef = useRef< HTMLLIElement >( null );
	useEffect( () => {
		reset( name, value );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- A stored change (undo, another row) resets the draft; reset itself is stable in meaning.
	}, [ name, value ] );
	const isDirty = draft.name !== name || draft.value !== value;
	// An unsafe attribute the block already has (an administrator's onclick, or one pasted with a block):
	// the save keeps it only where the post already stores it (Html_Attributes_Save_Guard); this user
	// may remove it but not change it.
	const isStoredUnsafe =
		! allowUnsafe && ! isDirty && isUnsafeAttribute( name, value );

	const apply = () => {
		if ( ! isDirty ) {
			return;
		}
		const error = validateAttribute( draft.name, draft.value, {
			allowUnsafe,
		} );
		if ( error ) {
			fail( error );
			return;
		}
		const refused = onApply( draft.name, draft.value, name );
		if ( refused ) {
			fail( refused );
		}
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			apply();
		} else if ( event.key === 'Escape' && ( isDirty || draft.error ) ) {
			event.preventDefault();
			event.stopPropagation();
			reset( name, value );
		}
	};

	return (
		<li ref={ rowRef } className="gblocks-pro-html-attributes__row">
			<div
				role="group"
				aria-label={ sprintf(
					/* translators: %s: attribute name. */
					__( 'Attribute %s', 'gblocks-pro' ),
					name
				) }
			>
				<AttributeFields
					idPrefix={ idPrefix }
					name={ draft.name }
					value={ draft.value }
					error={ draft.error }
					focusKey={ name }
					onName={ ( text ) => {
						if ( setName( text ) ) {
							focusValue( rowRef.current, name );
						}
					} }
					onValue={ setValue }
					onKeyDown={ onKeyDown }
				/>
				{ isStoredUnsafe && (
					<p className="gblocks-pro-html-attributes__note">
						{ __(
							"This attribute can run scripts. It is saved only as a user who may post unfiltered HTML saved it in this post, with this block's other attributes unchanged; you can remove it.",
							'gblocks-pro'
						) }
					</p>
				) }
				<div className="gblocks-pro-html-attributes__actions">
					{ isDirty && (
						<>
							<Button
								variant="primary"
								size="small"
								onClick={ apply }
							>
								{ __( 'Apply', 'gblocks-pro' ) }
							</Button>
							<Button
								variant="tertiary"
								size="small"
								onClick={ () => reset( name, value ) }
							>
								{ __( 'Cancel', 'gblocks-pro' ) }
							</Button>
						</>
					) }
					<Button
						variant="tertiary"
						size="small"
						isDestructive
						label={ sprintf(
							/* translators: %s: attribute name. */
							__( 'Remove %s', 'gblocks-pro' ),
							name
						) }
						showTooltip={ false }
						onClick={ () => {
							const refused = onRemove( name );
							if ( refused ) {
								fail( refused );
							}
						} }
					>
						{ __( 'Remove', 'gblocks-pro' ) }
					</Button>
				</div>
			</div>
		</li>
	);
}
