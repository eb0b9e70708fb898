/**
 * The "Dynamic tags" panel of a block whose text or attributes hold tags: each tag with the value it
 * has for this post and the current user, from the preview route (the server applies the same rules
 * as on the front end, refusals included). Loaded on demand with the builder's chunk.
 */

/**
 * External dependencies
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { PanelBody, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useDebounced } from '../../../pickers/meta';
import { dynamicTagsApi } from '../../api';
import { tagsInAttributes } from '../../lib/tag';
import { dynamicTagKeys } from '../../query-keys';
import './style.scss';

/** Previews wait for the typing to pause. */
export const PREVIEW_DEBOUNCE_MS = 500;
/** Tags previewed per block at most. */
export const PREVIEW_LIMIT = 20;

export interface PreviewPanelProps {
	attributes: Record< string, unknown >;
	postId: number;
}

/**
 * The previews of a set of tags (debounced, cached by tags and post).
 *
 * @param tags   Tag strings.
 * @param postId The post being edited.
 */
export function useTagPreviews( tags: string[], postId: number ) {
	const key = tags.join( '\n' );
	const debouncedKey = useDebounced( key, PREVIEW_DEBOUNCE_MS );
	const debounced = debouncedKey ? debouncedKey.split( '\n' ) : [];
	const query = useQuery( {
		queryKey: dynamicTagKeys.preview( postId, debounced ),
		queryFn: () => dynamicTagsApi.preview( debounced, postId ),
		// The route previews tags in a post: none in the site editor.
		enabled: debounced.length > 0 && postId > 0,
		placeholderData: keepPreviousData,
		retry: false,
	} );
	return {
		values: query.data?.values ?? {},
		errors: query.data?.errors ?? {},
		isLoading: key !== debouncedKey || query.isFetching,
		error: query.error,
	};
}

/**
 * @param props            Component props.
 * @param props.attributes The block's attributes.
 * @param props.postId     The post being edited.
 */
export function PreviewPanel( { attributes, postId }: PreviewPanelProps ) {
	const tags = tagsInAttributes( attributes ).slice( 0, PREVIEW_LIMIT );
	const { values, errors, isLoading, error } = useTagPreviews( tags, postId );
	if ( tags.length === 0 ) {
		return null;
	}
	return (
		<PanelBody
			title={ __( 'Dynamic tags', 'gblocks-pro' ) }
			className="gblocks-pro-tag-previews"
		>
			<p className="gblocks-pro-tag-previews__intro">
				{ __(
					'Values for this post and your account. Visitors see them in place of the tags.',
					'gblocks-pro'
				) }
				{ isLoading && postId > 0 && <Spinner /> }
			</p>
			{ postId === 0 && (
				<p>
					{ __(
						'Values are previewed when editing a post.',
						'gblocks-pro'
					) }
				</p>
			) }
			{ error instanceof Error && (
				<p className="gblocks-pro-tag-previews__error" role="alert">
					{ error.message }
				</p>
			) }
			<dl className="gblocks-pro-tag-previews__list">
				{ tags.map( ( tag ) => {
					const value = values[ tag ];
					let shown: string = value ?? '';
					if ( errors[ tag ] ) {
						shown = errors[ tag ];
					} else if ( value === undefined ) {
						shown =
							isLoading && postId > 0
								? __( 'Loading…', 'gblocks-pro' )
								: '';
					} else if ( value === '' ) {
						shown = __( '(empty)', 'gblocks-pro' );
					}
					return (
						<div key={ tag }>
							<dt>
								<code>{ tag }</code>
							</dt>
							<dd
								className={
									errors[ tag ]
										? 'gblocks-pro-tag-previews__error'
										: undefined
								}
							>
								{ shown }
							</dd>
						</div>
					);
				} ) }
			</dl>
		</PanelBody>
	);
}
