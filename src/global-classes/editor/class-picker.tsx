/**
 * The "Global Classes" panel of the block inspector: a token field with the site's classes as
 * suggestions (everyone who edits posts may pick), and, for users who manage styles, "Create class from
 * this block's styles", which moves the block's gbStyles into a new published class.
 */

/**
 * External dependencies
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import {
	Button,
	FormTokenField,
	PanelBody,
	TextControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { messageFrom } from '../../shared/api';
import type { BlockControlProps } from '../../editor/registry';
import { createClass, fetchClassSummaries } from '../api';
import {
	GLOBAL_CLASSES_ATTRIBUTE,
	STYLES_ATTRIBUTE,
	blockClasses,
	hasBlockStyles,
	tokensToClasses,
} from '../lib/block-classes';
import {
	classNameChange,
	classNameError,
	normalizeClassName,
	toSelector,
} from '../lib/names';
import { globalClassKeys } from '../query-keys';
import type { StyleObject } from '../types';

export interface ClassPickerProps extends BlockControlProps {
	canManage: boolean;
}

function CreateFromStyles( {
	attributes,
	setAttributes,
	known,
}: BlockControlProps & { known: readonly string[] } ) {
	const [ open, setOpen ] = useState( false );
	const [ name, setName ] = useState( '' );
	const client = useQueryClient();
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	const error = classNameError( name, known );
	const create = useMutation( {
		mutationFn: () =>
			createClass( {
				name: normalizeClassName( name ),
				data: attributes[ STYLES_ATTRIBUTE ] as StyleObject,
				status: 'publish',
			} ),
		onSuccess: ( created ) => {
			// One undoable change: the class is added and the block's own styles are cleared.
			setAttributes( {
				[ GLOBAL_CLASSES_ATTRIBUTE ]: [
					...blockClasses( attributes ),
					created.name,
				],
				[ STYLES_ATTRIBUTE ]: {},
			} );
			client.invalidateQueries( { queryKey: globalClassKeys.all } );
			createSuccessNotice(
				sprintf(
					/* translators: %s: class selector. */
					__(
						'Class %s created from this block’s styles.',
						'gblocks-pro'
					),
					created.selector
				),
				{ type: 'snackbar' }
			);
			setOpen( false );
			setName( '' );
		},
		onError: ( failure ) =>
			createErrorNotice(
				messageFrom(
					failure,
					__( 'Failed to create class', 'gblocks-pro' )
				),
				{ type: 'snackbar' }
			),
	} );

	if ( ! open ) {
		return (
			<Button
				variant="secondary"
				size="compact"
				onClick={ () => setOpen( true ) }
			>
				{ __( 'Create class from this block’s styles', 'gblocks-pro' ) }
			</Button>
		);
	}
	return (
		<form
			className="gblocks-pro-class-picker__create"
			onSubmit={ ( event ) => {
				event.preventDefault();
				if ( ! error ) {
					create.mutate();
				}
			} }
		>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'New class name', 'gblocks-pro' ) }
				value={ name }
				onChange={ setName }
				help={
					name && error
						? error
						: [
								classNameChange( name ),
								__(
									'The block’s styles move into the class.',
									'gblocks-pro'
								),
							]
								.filter( Boolean )
								.join( ' ' )
				}
				autoComplete="off"
			/>
			<div className="gblocks-pro-class-picker__create-actions">
				<Button
					variant="tertiary"
					size="compact"
					onClick={ () => setOpen( false ) }
				>
					{ __( 'Cancel', 'gblocks-pro' ) }
				</Button>
				<Button
					variant="primary"
					size="compact"
					type="submit"
					isBusy={ create.isPending }
					accessibleWhenDisabled
					disabled={ Boolean( error ) || create.isPending }
				>
					{ __( 'Create Class', 'gblocks-pro' ) }
				</Button>
			</div>
		</form>
	);
}

/**
 * Two ARIA gaps of core's token field (WordPress 6.8), closed on its markup: it names its open
 * suggestion list only in `aria-owns`, while ARIA 1.2 (and axe's aria-required-attr) want an expanded
 * combobox to name it in `aria-controls`; and its "No items found" line is an `li` in the listbox,
 * which is not an option (axe's aria-required-children): it is hidden from assistive technology (the
 * listbox is then empty, as a listbox with no match may be; an Enter says 'No class named …').
 *
 * @return A ref callback for an element around the token field.
 */
function useTokenFieldAria() {
	return useCallback( ( element: HTMLElement | null ) => {
		if ( ! element ) {
			return;
		}
		const sync = () => {
			const input = element.querySelector< HTMLInputElement >(
				'input[role="combobox"]'
			);
			const owned = input?.getAttribute( 'aria-owns' );
			if ( input && owned ) {
				if ( input.getAttribute( 'aria-controls' ) !== owned ) {
					input.setAttribute( 'aria-controls', owned );
				}
			} else if ( input?.hasAttribute( 'aria-controls' ) ) {
				input.removeAttribute( 'aria-controls' );
			}
			element
				.querySelectorAll(
					'[role="listbox"] > li:not([role="option"]):not([aria-hidden])'
				)
				.forEach( ( item ) => {
					item.setAttribute( 'role', 'presentation' );
					item.setAttribute( 'aria-hidden', 'true' );
				} );
		};
		sync();
		new window.MutationObserver( sync ).observe( element, {
			subtree: true,
			childList: true,
			attributes: true,
			attributeFilter: [ 'aria-owns' ],
		} );
	}, [] );
}

export function ClassPicker( props: ClassPickerProps ) {
	const { attributes, setAttributes, canManage } = props;
	const summaries = useQuery( {
		queryKey: globalClassKeys.summaries(),
		queryFn: fetchClassSummaries,
	} );
	const known = summaries.data?.map( ( item ) => item.name ) ?? null;
	const value = blockClasses( attributes );
	const suggestions = ( known ?? [] ).filter(
		( name ) => ! value.includes( name )
	);
	// What the user typed, and the name an Enter found no class for ('No class named …').
	const [ typed, setTyped ] = useState( '' );
	const [ missing, setMissing ] = useState( '' );
	const ariaRef = useTokenFieldAria();
	const matches = ( text: string ) => {
		const wanted = normalizeClassName( text );
		return (
			wanted !== '' &&
			suggestions.some( ( name ) => name.includes( wanted ) )
		);
	};
	return (
		<PanelBody
			title={ __( 'Global Classes', 'gblocks-pro' ) }
			initialOpen={ value.length > 0 }
			className="gblocks-pro-class-picker"
		>
			<div
				ref={ ariaRef }
				onKeyDownCapture={ ( event ) => {
					// Enter on a name no class has would drop it silently: say so and keep the text.
					if (
						event.key === 'Enter' &&
						typed.trim() !== '' &&
						known !== null &&
						! matches( typed )
					) {
						setMissing(
							normalizeClassName( typed ) || typed.trim()
						);
					}
				} }
			>
				<FormTokenField
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Classes', 'gblocks-pro' ) }
					value={ value }
					suggestions={ suggestions }
					displayTransform={ ( token: string ) =>
						toSelector( token )
					}
					saveTransform={ ( token: string ) =>
						normalizeClassName( token )
					}
					onChange={ ( tokens ) =>
						setAttributes( {
							[ GLOBAL_CLASSES_ATTRIBUTE ]: tokensToClasses(
								tokens,
								known
							),
						} )
					}
					onInputChange={ ( text: string ) => {
						setTyped( text );
						setMissing( '' );
					} }
					// A partial name and Enter apply the highlighted (first matching) suggestion; a name
					// no class has is not added (the text stays, with the message below).
					__experimentalAutoSelectFirstMatch
					__experimentalValidateInput={ ( token: string ) =>
						known === null ||
						known.includes( normalizeClassName( token ) )
					}
					__experimentalExpandOnFocus
				/>
			</div>
			<p className="gblocks-pro-class-picker__missing" role="status">
				{ missing
					? sprintf(
							/* translators: %s: class selector. */
							__( 'No class named %s.', 'gblocks-pro' ),
							toSelector( missing )
						)
					: null }
			</p>
			<p className="gblocks-pro-class-picker__help">
				{ summaries.isError
					? __( 'The classes could not be loaded.', 'gblocks-pro' )
					: __(
							'Classes from Global Styles; published ones apply on the site.',
							'gblocks-pro'
						) }
			</p>
			{ canManage && hasBlockStyles( attributes ) && (
				<CreateFromStyles { ...props } known={ known ?? [] } />
			) }
		</PanelBody>
	);
}
