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
import { useState } from '@wordpress/element';
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
import { classNameError, normalizeClassName, toSelector } from '../lib/names';
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
						: __(
								'The block’s styles move into the class.',
								'gblocks-pro'
							)
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

export function ClassPicker( props: ClassPickerProps ) {
	const { attributes, setAttributes, canManage } = props;
	const summaries = useQuery( {
		queryKey: globalClassKeys.summaries(),
		queryFn: fetchClassSummaries,
	} );
	const known = summaries.data?.map( ( item ) => item.name ) ?? null;
	const value = blockClasses( attributes );
	return (
		<PanelBody
			title={ __( 'Global Classes', 'gblocks-pro' ) }
			initialOpen={ value.length > 0 }
			className="gblocks-pro-class-picker"
		>
			<FormTokenField
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Classes', 'gblocks-pro' ) }
				value={ value }
				suggestions={ ( known ?? [] ).filter(
					( name ) => ! value.includes( name )
				) }
				displayTransform={ ( token: string ) => toSelector( token ) }
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
				__experimentalExpandOnFocus
			/>
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
