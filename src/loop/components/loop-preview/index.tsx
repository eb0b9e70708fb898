/**
 * The canvas preview of a Loop block: the first items the loop would show on this post, from the
 * preview route (loading, error and 'No results' states). Items are shown as text.
 */

/**
 * External dependencies
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { Spinner } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useDebounced } from '../../../pickers/meta';
import { loopApi } from '../../api';
import { loopKeys } from '../../query-keys';
import type { LoopAttributes, LoopValueType } from '../../types';

export const LOOP_PREVIEW_DEBOUNCE_MS = 400;

export interface LoopPreviewProps {
	attributes: LoopAttributes;
	postId: number;
}

/**
 * The message for a stored value that is not an array, naming where it is read; null when the value
 * is an array, missing, or not known yet.
 *
 * @param attributes The loop's attributes.
 * @param valueType  What the preview route said is stored.
 */
export function notArrayMessage(
	attributes: Pick< LoopAttributes, 'queryType' >,
	valueType: LoopValueType | undefined
): string | null {
	if ( valueType !== 'other' ) {
		return null;
	}
	return attributes.queryType === 'option'
		? __( 'Option value must be an array', 'gblocks-pro' )
		: __( 'Meta value must be an array', 'gblocks-pro' );
}

/**
 * The preview query of a loop (shared by the canvas preview and the inspector, one request).
 *
 * @param attributes The loop's attributes.
 * @param postId     The post being edited.
 */
export function useLoopPreview( attributes: LoopAttributes, postId: number ) {
	const query: LoopAttributes = {
		queryType: attributes.queryType,
		meta_key: attributes.meta_key.trim(),
		meta_key_id: attributes.meta_key_id || 'current',
		posts_per_page: attributes.posts_per_page,
		offset: attributes.offset,
	};
	const serialized = useDebounced(
		JSON.stringify( query ),
		LOOP_PREVIEW_DEBOUNCE_MS
	);
	const debounced = JSON.parse( serialized ) as LoopAttributes;
	const result = useQuery( {
		queryKey: loopKeys.preview( postId, serialized ),
		queryFn: () => loopApi.preview( debounced, postId ),
		enabled: debounced.meta_key !== '',
		placeholderData: keepPreviousData,
		retry: false,
	} );
	return { query, result };
}

/**
 * @param props            Component props.
 * @param props.attributes The loop's attributes.
 * @param props.postId     The post being edited.
 */
export function LoopPreview( { attributes, postId }: LoopPreviewProps ) {
	const { query, result } = useLoopPreview( attributes, postId );
	const notArray = result.isSuccess
		? notArrayMessage( query, result.data.valueType )
		: null;

	let body;
	if ( query.meta_key === '' ) {
		body = (
			<p>
				{ __(
					'Choose a key in the block settings to preview the items.',
					'gblocks-pro'
				) }
			</p>
		);
	} else if ( result.isPending ) {
		body = (
			<p>
				<Spinner />
				{ __( 'Loading preview…', 'gblocks-pro' ) }
			</p>
		);
	} else if ( result.isError ) {
		body = (
			<p className="gblocks-pro-loop-preview__error" role="alert">
				{ result.error.message }
			</p>
		);
	} else if ( result.data.items.length === 0 ) {
		body = (
			<>
				<p>{ __( 'No results', 'gblocks-pro' ) }</p>
				{ notArray && (
					<p className="gblocks-pro-loop-preview__error">
						{ notArray }
					</p>
				) }
			</>
		);
	} else {
		body = (
			<>
				<p>
					{ sprintf(
						/* translators: 1: items shown, 2: items the loop has. */
						_n(
							'First %1$d of %2$d item:',
							'First %1$d of %2$d items:',
							result.data.total,
							'gblocks-pro'
						),
						result.data.items.length,
						result.data.total
					) }
					{ result.isFetching && <Spinner /> }
				</p>
				<ol className="gblocks-pro-loop-preview__items">
					{ result.data.items.map( ( item ) => (
						<li key={ item.index } value={ item.index }>
							{ item.preview }
						</li>
					) ) }
				</ol>
			</>
		);
	}

	return (
		<section
			className="gblocks-pro-loop-preview"
			aria-label={ __( 'Loop preview', 'gblocks-pro' ) }
		>
			{ body }
		</section>
	);
}
