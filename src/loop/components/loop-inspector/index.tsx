/**
 * The Loop block's settings (SPEC 3 "Query parameters", 5 "Looped query"): "Query type" (Post meta or
 * Option), the post whose meta is read ('Current Post' by default), the key (suggestions, any text
 * accepted), 'Per Page' (min -1: all) and 'Offset' (min 0, ignored with -1).
 */

/**
 * WordPress dependencies
 */
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CURRENT_POST, KeyPicker, PostPicker } from '../../../pickers/meta';
import type { LoopAttributes, LoopQueryType } from '../../types';
import { canShowProtectedKeys } from '../../../editor/data';
import { notArrayMessage, useLoopPreview } from '../loop-preview';

export const PER_PAGE_MIN = -1;
export const OFFSET_MIN = 0;

/**
 * A whole number from a number field, at least `min`; null when the field is empty or not a number
 * (the attribute is then left as it is).
 *
 * @param value The field's text.
 * @param min   The smallest value allowed.
 */
export function clampedNumber(
	value: string | undefined,
	min: number
): number | null {
	const number = Number.parseInt( value ?? '', 10 );
	return Number.isNaN( number ) ? null : Math.max( min, number );
}

interface NumberFieldProps {
	label: string;
	help: string;
	min: number;
	value: number;
	onChange: ( value: number ) => void;
}

/**
 * A whole-number field that never goes below its minimum: what is typed stays in the field while
 * typing (so it can be cleared and retyped), every parsable value is kept at `min` or more, and on
 * blur the field shows the value kept.
 *
 * @param props          Component props.
 * @param props.label    Field label.
 * @param props.help     Help text.
 * @param props.min      Smallest value.
 * @param props.value    The value.
 * @param props.onChange Called with each value kept.
 */
function NumberField( {
	label,
	help,
	min,
	value,
	onChange,
}: NumberFieldProps ) {
	const [ text, setText ] = useState< string | null >( null );
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			type="number"
			label={ label }
			help={ help }
			min={ min }
			step={ 1 }
			value={ text ?? String( value ) }
			onChange={ ( next: string ) => {
				setText( next );
				const number = clampedNumber( next, min );
				if ( number !== null && number !== value ) {
					onChange( number );
				}
			} }
			onBlur={ () => setText( null ) }
		/>
	);
}

export interface LoopInspectorProps {
	attributes: LoopAttributes;
	setAttributes: ( attributes: Partial< LoopAttributes > ) => void;
	/** The post being edited: 'Current Post' suggests its keys. */
	postId: number;
}

/**
 * @param props               Component props.
 * @param props.attributes    The loop's attributes.
 * @param props.setAttributes Sets attributes.
 * @param props.postId        The post being edited.
 */
export function LoopInspector( {
	attributes,
	setAttributes,
	postId,
}: LoopInspectorProps ) {
	const isOption = attributes.queryType === 'option';
	// The same query as the canvas preview: one request says whether the stored value is an array.
	const { query, result } = useLoopPreview( attributes, postId );
	const notArray =
		query.meta_key !== '' && result.isSuccess
			? notArrayMessage( query, result.data.valueType )
			: null;
	const metaPostId =
		attributes.meta_key_id === CURRENT_POST
			? postId
			: Number.parseInt( attributes.meta_key_id, 10 ) || 0;
	return (
		<PanelBody title={ __( 'Loop', 'gblocks-pro' ) }>
			<div className="gblocks-pro-loop-inspector">
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Query type', 'gblocks-pro' ) }
					value={ attributes.queryType }
					options={ [
						{
							value: 'post_meta',
							label: __( 'Post meta', 'gblocks-pro' ),
						},
						{
							value: 'option',
							label: __( 'Option', 'gblocks-pro' ),
						},
					] }
					onChange={ ( value ) =>
						setAttributes( { queryType: value as LoopQueryType } )
					}
				/>
				{ ! isOption && (
					<PostPicker
						label={ __( 'Post', 'gblocks-pro' ) }
						value={ attributes.meta_key_id || CURRENT_POST }
						allowCurrent
						onChange={ ( value ) =>
							setAttributes( { meta_key_id: value } )
						}
					/>
				) }
				<KeyPicker
					label={
						isOption
							? __( 'Option name', 'gblocks-pro' )
							: __( 'Meta key', 'gblocks-pro' )
					}
					help={ notArray ?? undefined }
					value={ attributes.meta_key }
					onChange={ ( value ) =>
						setAttributes( { meta_key: value } )
					}
					objectType={ isOption ? 'option' : 'post' }
					objectId={ isOption ? 0 : metaPostId }
					canShowProtected={ canShowProtectedKeys() }
				/>
				<NumberField
					label={ __( 'Per Page', 'gblocks-pro' ) }
					help={ __( '-1 shows every item.', 'gblocks-pro' ) }
					min={ PER_PAGE_MIN }
					value={ attributes.posts_per_page }
					onChange={ ( perPage ) =>
						setAttributes( { posts_per_page: perPage } )
					}
				/>
				<NumberField
					label={ __( 'Offset', 'gblocks-pro' ) }
					help={ __(
						'Offset is ignored if per_page is set to -1.',
						'gblocks-pro'
					) }
					min={ OFFSET_MIN }
					value={ attributes.offset }
					onChange={ ( offset ) => setAttributes( { offset } ) }
				/>
			</div>
		</PanelBody>
	);
}
