/**
 * The Loop block's settings (SPEC 3 "Query parameters", 5 "Looped query"): "Query type" (Post meta or
 * Option), the post whose meta is read ('Current Post' by default), the key (suggestions, any text
 * accepted), 'Per Page' (min -1: all) and 'Offset' (min 0, ignored with -1).
 */

/**
 * WordPress dependencies
 */
import {
	PanelBody,
	SelectControl,
	__experimentalNumberControl as NumberControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	CURRENT_POST,
	KeyPicker,
	PostPicker,
} from '../../../shared/meta-pickers';
import type { LoopAttributes, LoopQueryType } from '../../types';

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
						{ value: 'option', label: __( 'Option', 'gblocks-pro' ) },
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
					help={ __( 'Meta value must be an array', 'gblocks-pro' ) }
					value={ attributes.meta_key }
					onChange={ ( value ) => setAttributes( { meta_key: value } ) }
					objectType={ isOption ? 'option' : 'post' }
					objectId={ isOption ? 0 : metaPostId }
				/>
				<NumberControl
					__next40pxDefaultSize
					label={ __( 'Per Page', 'gblocks-pro' ) }
					help={ __( '-1 shows every item.', 'gblocks-pro' ) }
					min={ PER_PAGE_MIN }
					value={ attributes.posts_per_page }
					onChange={ ( value?: string ) => {
						const number = clampedNumber( value, PER_PAGE_MIN );
						if ( number !== null ) {
							setAttributes( { posts_per_page: number } );
						}
					} }
				/>
				<NumberControl
					__next40pxDefaultSize
					label={ __( 'Offset', 'gblocks-pro' ) }
					help={ __(
						'Offset is ignored if per_page is set to -1.',
						'gblocks-pro'
					) }
					min={ OFFSET_MIN }
					value={ attributes.offset }
					onChange={ ( value?: string ) => {
						const number = clampedNumber( value, OFFSET_MIN );
						if ( number !== null ) {
							setAttributes( { offset: number } );
						}
					} }
				/>
			</div>
		</PanelBody>
	);
}
